@testable import RecipesKit
import Testing

/// Failures are counted per IPv4 address and per IPv6 /64, however the address is written.
@Suite struct ClientNetworkTests {
    @Test func anIPv6AddressIsCountedByItsSlash64HoweverItIsWritten() {
        for address in ["2001:db8:0:7::1", "2001:0db8:0000:0007:ffff:ffff:ffff:ffff", "2001:DB8:0:7:a:b:c:d", "2001:db8::7:0:0:0:1%eth0"] {
            #expect(ClientNetwork.counted(address) == "2001:db8:0:7::/64", "\(address)")
        }
        #expect(ClientNetwork.counted("2001:db8:0:8::1") == "2001:db8:0:8::/64")
        #expect(ClientNetwork.counted("::1") == "0:0:0:0::/64")
        #expect(ClientNetwork.counted("fe80::1:2:3:4") == "fe80:0:0:0::/64")
    }

    @Test func anIPv4AddressIsItselfWrittenPlainOrMappedIntoIPv6() {
        #expect(ClientNetwork.counted("192.0.2.1") == "192.0.2.1")
        #expect(ClientNetwork.counted("::ffff:192.0.2.1") == "192.0.2.1")
        #expect(ClientNetwork.counted("::ffff:c000:201") == "192.0.2.1")
        #expect(ClientNetwork.counted("64:ff9b::192.0.2.1") == "64:ff9b:0:0::/64")
    }

    @Test func aTextThatIsNoAddressIsCountedAsGiven() {
        for text in ["local", "", ":", ":::", "1::2::3", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "12345::", "g::1", "::1.2.3", "::1.2.3.256",
                     "1:2:3:4:5:6:7::8", "::ffff:1.2.3.4:5", "\u{FF11}::1", String(repeating: "1:", count: 40) + ":"] {
            #expect(ClientNetwork.counted(text) == text, "\(text)")
        }
    }

    @Test func theSubjectsCountAnIPv6ClientByItsNetwork() {
        #expect(SignInThrottle.tokenSubject(address: "2001:db8::5") == SignInThrottle.tokenSubject(address: "2001:db8::6"))
        #expect(SignInThrottle.subjects(account: "ana", address: "2001:db8::5").last == "address:2001:db8:0:0::/64")
        #expect(SignInThrottle.tokenSubject(address: "2001:db8:0:1::5") != SignInThrottle.tokenSubject(address: "2001:db8::5"))
    }
}
