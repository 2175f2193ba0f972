import Foundation

// bytes → a multipart/form-data body (its first line naming the boundary, the rest the body) and a picture header:
// no trap, no read past the input; a form that reads gives back parts that lie inside the body, and a picture header
// that reads has positive sides.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if let header = PictureHeader.read(bytes), header.width <= 0 || header.height <= 0 {
        fuzzFailure("a picture header read with sides \(header.width) × \(header.height)")
    }
    let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
    let boundary = String(decoding: bytes[..<newline], as: UTF8.self)
    _ = MultipartForm.boundary(of: "multipart/form-data; boundary=" + boundary)
    guard !boundary.isEmpty, boundary.utf8.count <= 70 else { return 0 }
    let body = Array(bytes[min(newline + 1, bytes.count)...])
    guard let form = try? MultipartForm(body: body, boundary: boundary) else { return 0 }
    let total = form.fields.values.reduce(0) { $0 + $1.utf8.count } + form.files.values.reduce(0) { $0 + $1.bytes.count }
    if total > body.count { fuzzFailure("a form of \(body.count) bytes read into \(total) bytes of parts") }
    if form.fields.count + form.files.count > MultipartForm.maximumParts { fuzzFailure("more parts than the bound") }
    return 0
}
