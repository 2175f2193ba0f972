import Foundation

// bytes → the page readers (HTMLDocument, the JSON-LD script scan, microdata, recipe cards, headed lists, the
// page's text), with a time and a memory oracle: the same input eight times over takes at most a bounded multiple
// of eight times as long (no quadratic markup), and the page's tree holds a bounded multiple of its bytes (no
// markup that costs sixty times its size). A slow input is measured twice before it counts, as fuzzing machines
// are noisy.

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
    var repeated = Data()
    for _ in 0..<8 { repeated.append(once) }
    let read = { (data: Data) in _ = try? RecipePageDecoder().decode(data) }
    let single = seconds { read(once) }
    let eightfold = seconds { read(repeated) }
    if eightfold > 8 * single * 4 + 0.25 {
        let (single, eightfold) = (seconds(3) { read(once) }, seconds(3) { read(repeated) })
        if eightfold > 8 * single * 4 + 0.25 {
            fuzzFailure("superlinear: \(count) bytes in \(single) s, eight times them in \(eightfold) s")
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
