import Foundation

// bytes → the page readers (HTMLDocument, the JSON-LD script scan, microdata, recipe cards, headed lists, the
// page's text), with a time and a memory oracle: the same input eight times over takes at most a bounded multiple
// of eight times as long (no quadratic markup), and the page's tree holds a bounded multiple of its bytes (no
// markup that costs sixty times its size). A slow input is measured again, the better of three, from two copies
// against sixteen, before it counts: fuzzing machines are noisy, and joined copies can make what one lacks.

@_silgen_name("__sanitizer_get_current_allocated_bytes")
func allocatedBytes() -> Int

/// Seconds `work` takes, the better of `tries`.
func seconds(_ tries: Int = 1, _ work: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<tries {
        let started = DispatchTime.now().uptimeNanoseconds
        work()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }
    return best
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let once = Data(bytes: start, count: count)
    let copies = { (times: Int) in (0..<times).reduce(into: Data()) { data, _ in data.append(once) } }
    let repeated = copies(8)
    let read = { (data: Data) in _ = try? RecipePageDecoder().decode(data) }
    let single = seconds { read(once) }
    let eightfold = seconds { read(repeated) }
    if eightfold > 8 * single * 4 + 0.25 {
        // Measured again from two copies against sixteen: copies joined can make what one alone lacks (an
        // unclosed tag of one closed by the next, so a recipe appears), a cost paid once and not per byte,
        // and from two copies on both sides hold it.
        let (double, sixteenfold) = (copies(2), copies(16))
        let (base, scaled) = (seconds(3) { read(double) }, seconds(3) { read(sixteenfold) })
        if scaled > 8 * base * 4 + 0.25 {
            fuzzFailure("superlinear: \(2 * count) bytes in \(base) s, eight times them in \(scaled) s")
        }
    }
    let bytes = [UInt8](repeated)
    let before = allocatedBytes()
    let page = HTMLDocument(bytes: bytes)
    let held = allocatedBytes() - before
    if held > 512 * bytes.count + (4 << 20) {
        fuzzFailure("the tree of \(bytes.count) bytes holds \(held) bytes")
    }
    if page.elements.count > HTMLDocument.maximumNodes(forBytes: bytes.count) {
        fuzzFailure("\(page.elements.count) elements past the budget of \(HTMLDocument.maximumNodes(forBytes: bytes.count))")
    }
    return 0
}
