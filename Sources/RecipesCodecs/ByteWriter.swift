import Foundation

/// Where the encoder's writers put bytes: an array, or a `ByteWriter`.
protocol ByteSink {
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends a run of bytes.
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteSink where Element == UInt8 {}

/// A growable run of bytes written through a pointer: an append is a bounds check and a copy, without an
/// array's uniqueness checks. Its owner frees it (`deallocate()`) or hands its memory on (`take()`).
struct ByteWriter: ByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: byte)
        count += 1
    }

    @inline(__always)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        let length = bytes.count
        if count + length > capacity { grow(to: count + length) }
        let target = UnsafeMutableRawPointer(base + count)
        let from = UnsafeRawPointer(source)
        // Most runs are a key or a short value: a call to memmove costs more than copying them in two overlapping
        // words, which also write every byte in between.
        if length >= 8 && length <= 16 {
            target.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self), toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            target.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(of: from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self), toByteOffset: length - 4, as: UInt32.self)
        } else if length < 4 {
            for offset in 0..<length { target.storeBytes(of: source[offset], toByteOffset: offset, as: UInt8.self) }
        } else {
            (base + count).initialize(from: source, count: length)
        }
        count += length
    }

    private mutating func grow(to needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }

    /// The bytes written, handed on with their memory (the new owner frees it); the writer starts empty again
    /// with fresh memory of `capacity` bytes.
    mutating func take(capacity next: Int) -> UnsafeMutableBufferPointer<UInt8> {
        let taken = UnsafeMutableBufferPointer(start: base, count: count)
        capacity = max(next, 64)
        base = .allocate(capacity: capacity)
        count = 0
        return taken
    }

    /// Frees the memory; the writer must not be used afterwards.
    func deallocate() {
        base.deallocate()
    }
}
