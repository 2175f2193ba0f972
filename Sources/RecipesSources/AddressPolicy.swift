import Foundation

/// Which addresses a server may fetch from on its users' behalf: public ones only, so that it cannot be used as a
/// proxy into the network it sits in (loopback, private and link-local ranges, cloud metadata).
public enum AddressPolicy {
    /// Why the numeric IPv4 or IPv6 `address` may not be fetched from, or nil when it is a public address.
    public static func refusal(for address: String) -> String? {
        if let octets = ipv4(address) { return refusal(ipv4: octets) }
        var bytes = [UInt8](repeating: 0, count: 16)
        guard inet_pton(AF_INET6, address, &bytes) == 1 else { return "'\(address)' is not a numeric address" }
        return refusal(ipv6: bytes)
    }

    private static func refusal(ipv4 o: [UInt8]) -> String? {
        switch (o[0], o[1]) {
        case (0, _): return "a 'this network' address"
        case (10, _), (172, 16...31), (192, 168): return "a private address"
        case (100, 64...127): return "a shared (carrier-grade NAT) address"
        case (127, _): return "a loopback address"
        case (169, 254): return o[2] == 169 && o[3] == 254 ? "the cloud metadata address" : "a link-local address"
        case (192, 0) where o[2] == 0: return "an IETF protocol address"
        case (192, 0) where o[2] == 2, (198, 51) where o[2] == 100, (203, 0) where o[2] == 113: return "a documentation address"
        case (198, 18...19): return "a benchmarking address"
        case (224...239, _): return "a multicast address"
        case (240...255, _): return "a reserved address"
        default: return nil
        }
    }

    private static func refusal(ipv6 b: [UInt8]) -> String? {
        let zeroPrefix = b[0..<10].allSatisfy { $0 == 0 }
        if zeroPrefix, b[10] == 0xFF, b[11] == 0xFF { return refusal(ipv4: Array(b[12..<16])) }  // ::ffff:a.b.c.d
        if b[0..<8].allSatisfy({ $0 == 0 }), b[8] == 0xFF, b[9] == 0xFF, b[10] == 0, b[11] == 0 {
            return refusal(ipv4: Array(b[12..<16]))  // ::ffff:0:a.b.c.d, the IPv4-translated form
        }
        if b[0] == 0x00, b[1] == 0x64, b[2] == 0xFF, b[3] == 0x9B, b[4..<12].allSatisfy({ $0 == 0 }) {
            return refusal(ipv4: Array(b[12..<16]))  // 64:ff9b::a.b.c.d, NAT64
        }
        if zeroPrefix, b[10] == 0, b[11] == 0 {
            if b[12..<15].allSatisfy({ $0 == 0 }) { return b[15] == 1 ? "a loopback address" : "an unspecified address" }
            return refusal(ipv4: Array(b[12..<16]))  // ::a.b.c.d, the deprecated compatible form
        }
        if b[0] & 0xFE == 0xFC { return "a private (unique local) address" }
        if b[0] == 0xFE, b[1] & 0xC0 == 0x80 { return "a link-local address" }
        if b[0] == 0xFE, b[1] & 0xC0 == 0xC0 { return "a site-local address" }
        // Tunnels that carry an IPv4 address inside (6to4, Teredo, local NAT64) could reach a private one.
        if b[0] == 0x20, b[1] == 0x02 { return "a 6to4 address" }
        if b[0] == 0x20, b[1] == 0x01, b[2] == 0x00, b[3] == 0x00 { return "a Teredo address" }
        if b[0] == 0x00, b[1] == 0x64, b[2] == 0xFF, b[3] == 0x9B, b[4] == 0x00, b[5] == 0x01 { return "a local NAT64 address" }
        if b[0] == 0xFF { return "a multicast address" }
        if b[0] == 0x20, b[1] == 0x01, b[2] == 0x0D, b[3] == 0xB8 { return "a documentation address" }
        return nil
    }

    /// The four octets of a dotted-quad IPv4 address, or nil.
    private static func ipv4(_ text: String) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        let octets = parts.compactMap { $0.count <= 3 && $0.allSatisfy(\.isASCII) ? UInt8($0) : nil }
        return octets.count == 4 ? octets : nil
    }
}
