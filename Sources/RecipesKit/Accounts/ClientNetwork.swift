/// The network a client's failures are counted under: an IPv4 address alone, and an IPv6 address's /64, since one
/// household or host is given a whole /64 and may take a new address in it for every request.
public enum ClientNetwork {
    /// `address`'s counted network: "2001:db8:0:7::/64" for any address in that /64, the IPv4 address of an
    /// IPv4-mapped one ("::ffff:192.0.2.1"), and anything else (an IPv4 address, "local", a text no parser reads) as
    /// given.
    public static func counted(_ address: String) -> String {
        guard address.contains(":"), let groups = ipv6Groups(address) else { return address }
        if groups[0..<5].allSatisfy({ $0 == 0 }), groups[5] == 0xFFFF {
            return "\(groups[6] >> 8).\(groups[6] & 0xFF).\(groups[7] >> 8).\(groups[7] & 0xFF)"
        }
        return groups[0..<4].map { String($0, radix: 16) }.joined(separator: ":") + "::/64"
    }

    /// The eight 16-bit groups of an IPv6 address's text (RFC 4291 §2.2: "::" once, a dotted IPv4 tail, and a zone
    /// after "%" ignored); nil when it is not one.
    static func ipv6Groups(_ text: String) -> [UInt16]? {
        let address = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard address.utf8.count <= 45 else { return nil }
        let halves = address.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
        if halves.count == 1 { return head.count == 8 ? head : nil }
        guard let tail = groups(halves[1], last: true), head.count + tail.count <= 7 else { return nil }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// The groups of one side of "::": hexadecimal groups of one to four digits, the `last` side's final one
    /// perhaps a dotted IPv4 address (two groups).
    private static func groups(_ side: String, last: Bool) -> [UInt16]? {
        if side.isEmpty { return [] }
        let parts = side.split(separator: ":", omittingEmptySubsequences: false)
        var groups: [UInt16] = []
        for (index, part) in parts.enumerated() {
            if last, index == parts.count - 1, part.contains(".") {
                let octets = part.split(separator: ".", omittingEmptySubsequences: false)
                let values = octets.compactMap { $0.count <= 3 && $0.allSatisfy(\.isASCII) ? UInt8($0) : nil }
                guard octets.count == 4, values.count == 4 else { return nil }
                groups += [UInt16(values[0]) << 8 | UInt16(values[1]), UInt16(values[2]) << 8 | UInt16(values[3])]
            } else {
                guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit), let value = UInt16(part, radix: 16) else { return nil }
                groups.append(value)
            }
        }
        return groups
    }
}
