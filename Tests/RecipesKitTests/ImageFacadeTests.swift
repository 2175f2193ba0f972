import Foundation
import RecipesKit
import RecipesSources
import RecipesTestSupport
import Testing

/// The image facade: address rules after resolution and on every redirect, image formats, the disk cache.
@Suite struct ImageFacadeTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    static let publicHost = FixedHostResolver(["images.example.com": ["93.184.216.34", "2606:2800:220:1::1"]])

    static func image(_ answer: ImageAnswer) -> RecipeImage? {
        if case .image(let image) = answer { return image }
        return nil
    }

    static func reason(_ answer: ImageAnswer) -> String {
        if case .unavailable(let reason) = answer { return reason }
        return ""
    }

    @Test func aPublicPictureIsFetchedOnceThenServedFromTheDiskCache() async throws {
        let folder = try TemporaryFolder()
        let session = MockedSession([.success(SessionResponse(statusCode: 200, etag: "\"v1\"", body: Self.png, headers: ["content-type": "image/png"]))])
        let cache = ImageDiskCache(directory: folder.url, maximumBytes: 1 << 20)
        let facade = ImageFacade(session: session, cache: cache, resolver: Self.publicHost)
        let first = try #require(Self.image(await facade.image(at: "https://images.example.com/soup.png")))
        #expect(first.bytes == Self.png && first.contentType == "image/png" && first.etag.hasPrefix("\"i"))
        #expect(session.requests.first?.followsRedirects == false)
        #expect(session.requests.first?.headers["Accept"]?.contains("image/png") == true)
        // A second facade over the same folder (a restarted server) asks nothing of the host.
        let restarted = ImageFacade(session: MockedSession([]), cache: cache, resolver: Self.publicHost)
        #expect(Self.image(await restarted.image(at: "https://images.example.com/soup.png")) == first)
    }

    @Test func aKeptPictureIsRevalidatedWithTheHostsValidatorsWhenOld() async throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(directory: folder.url, maximumBytes: 1 << 20)
        cache.store(url: "https://images.example.com/soup.png", bytes: Self.png, contentType: "image/png", upstreamETag: "\"v1\"",
                    lastModified: "Sat, 21 Nov 2026 10:00:00 GMT")
        let session = MockedSession([.success(SessionResponse(statusCode: 304, body: Data()))])
        let facade = ImageFacade(session: session, cache: cache, resolver: Self.publicHost, revalidateAfter: 0)
        #expect(Self.image(await facade.image(at: "https://images.example.com/soup.png"))?.bytes == Self.png)
        #expect(session.requests.first?.headers["If-None-Match"] == "\"v1\"")
        #expect(session.requests.first?.headers["If-Modified-Since"] == "Sat, 21 Nov 2026 10:00:00 GMT")
    }

    @Test func hostsResolvingToNonPublicAddressesAreRefusedBeforeAnyRequest() async throws {
        let resolver = FixedHostResolver([
            "localhost": ["127.0.0.1"], "intranet.example": ["93.184.216.34", "10.1.2.3"], "metadata.example": ["169.254.169.254"],
            "v6.example": ["::1"], "mapped.example": ["::ffff:192.168.0.5"], "10.0.0.7": ["10.0.0.7"],
        ])
        let facade = ImageFacade(session: MockedSession([]), cache: nil, resolver: resolver)
        let cases = [
            ("http://localhost/a.png", "a loopback address"), ("https://intranet.example/a.png", "resolves to a private address"),
            ("http://metadata.example/latest", "the cloud metadata address"), ("http://v6.example/a.png", "a loopback address"),
            ("http://mapped.example/a.png", "a private address"), ("http://10.0.0.7/a.png", "a private address"),
            ("file:///etc/passwd", "only http and https images are fetched"), ("ftp://images.example.com/a.png", "only http and https"),
        ]
        for (url, expected) in cases {
            let reason = Self.reason(await facade.image(at: url))
            #expect(reason.contains(expected), "\(url): \(reason)")
        }
        #expect(Self.reason(await facade.image(at: "http://localhost/a.png")).contains("--allow-private-images"))
    }

    @Test func everyRedirectIsCheckedAndAPrivateTargetRefused() async throws {
        let resolver = FixedHostResolver(["images.example.com": ["93.184.216.34"], "internal.example": ["192.168.1.10"]])
        let session = MockedSession([
            .success(SessionResponse(statusCode: 302, body: Data(), headers: ["location": "/moved.png"])),
            .success(SessionResponse(statusCode: 301, body: Data(), headers: ["location": "http://internal.example/secret.png"])),
        ])
        let facade = ImageFacade(session: session, cache: nil, resolver: resolver)
        let reason = Self.reason(await facade.image(at: "https://images.example.com/soup.png"))
        #expect(reason.contains("internal.example resolves to a private address"))
        #expect(!reason.contains("192.168"))
        #expect(session.requests.map(\.url.absoluteString) == ["https://images.example.com/soup.png", "https://images.example.com/moved.png"])
    }

    @Test func privateAddressesAreFetchedWhenAllowed() async throws {
        let session = MockedSession([.success(SessionResponse(statusCode: 200, body: Self.png))])
        let facade = ImageFacade(session: session, cache: nil, resolver: FixedHostResolver([:]), allowsPrivateAddresses: true)
        #expect(Self.image(await facade.image(at: "http://127.0.0.1:8080/a.png"))?.contentType == "image/png")
    }

    @Test func aBodyThatIsNotAKnownImageFormatIsRefusedWhateverItsType() async throws {
        let svg = Data(#"<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>"#.utf8)
        for body in [svg, Data("<html>".utf8), Data()] {
            let session = MockedSession([.success(SessionResponse(statusCode: 200, body: body, headers: ["content-type": "image/png"]))])
            let facade = ImageFacade(session: session, cache: nil, resolver: Self.publicHost)
            #expect(Self.reason(await facade.image(at: "https://images.example.com/a.png")).contains("not a PNG, JPEG, GIF, WebP or AVIF image (image/png)"))
        }
    }

    @Test func countsEachLookupByWhereItsAnswerCameFrom() async throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(directory: folder.url, maximumBytes: 1 << 20)
        let session = MockedSession([
            .success(SessionResponse(statusCode: 200, etag: "\"v1\"", body: Self.png)),
            .failure(SessionError(reason: "connection refused")),
        ])
        let facade = ImageFacade(session: session, cache: cache, resolver: Self.publicHost)
        #expect(facade.cacheUse == ImageCacheUse())
        _ = await facade.image(at: "https://images.example.com/soup.png")
        _ = await facade.image(at: "https://images.example.com/soup.png")
        _ = await facade.image(at: "https://images.example.com/soup.png")
        _ = await facade.image(at: "https://images.example.com/dead.png")
        _ = await facade.image(at: "https://images.example.com/dead.png")
        #expect(facade.cacheUse == ImageCacheUse(hits: 2, revalidated: 0, fetched: 1, unavailable: 2))
        // An old picture the host says is unchanged is a revalidation, not a fetch.
        let revalidating = ImageFacade(
            session: MockedSession([.success(SessionResponse(statusCode: 304, body: Data()))]), cache: cache, resolver: Self.publicHost,
            revalidateAfter: 0)
        #expect(Self.image(await revalidating.image(at: "https://images.example.com/soup.png"))?.bytes == Self.png)
        #expect(revalidating.cacheUse == ImageCacheUse(revalidated: 1))
    }

    @Test func aFailureIsRememberedForAWhileSoADeadHostIsNotAskedOnEveryView() async throws {
        let session = MockedSession([.failure(SessionError(reason: "connection refused"))])
        let facade = ImageFacade(session: session, cache: nil, resolver: Self.publicHost)
        for _ in 0..<3 {
            #expect(Self.reason(await facade.image(at: "https://images.example.com/a.png")) == "the image could not be fetched: connection refused")
        }
        #expect(session.requests.count == 1)
    }

    @Test func theDiskCacheDropsTheLeastRecentlyUsedPastItsBound() throws {
        let folder = try TemporaryFolder()
        let cache = ImageDiskCache(directory: folder.url, maximumBytes: 250)
        let bytes = Data(repeating: 7, count: 100)
        cache.store(url: "u1", bytes: bytes, contentType: "image/png", upstreamETag: nil, lastModified: nil)
        cache.store(url: "u2", bytes: bytes, contentType: "image/png", upstreamETag: nil, lastModified: nil)
        // Using u1 makes u2 the least recently used (file times have a second's grain on some file systems).
        let old = Date(timeIntervalSinceNow: -60)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) where name.hasSuffix(".json") {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.path(name))
        }
        #expect(cache.entry(for: "u1") != nil)
        cache.store(url: "u3", bytes: bytes, contentType: "image/png", upstreamETag: nil, lastModified: nil)
        #expect(cache.entry(for: "u1") != nil)
        #expect(cache.entry(for: "u2") == nil)
        #expect(cache.entry(for: "u3") != nil)
        cache.store(url: "huge", bytes: Data(count: 300), contentType: "image/png", upstreamETag: nil, lastModified: nil)
        #expect(cache.entry(for: "huge") == nil)
    }

    @Test func addressRulesCoverTheRangesThatAreNotTheInternet() {
        let refused = [
            "0.0.0.0", "10.0.0.1", "100.64.0.1", "127.0.0.1", "127.255.255.254", "169.254.0.1", "172.16.0.1", "172.31.255.255",
            "192.0.0.8", "192.168.100.1", "198.18.0.1", "224.0.0.1", "255.255.255.255", "::", "::1", "::ffff:127.0.0.1",
            "64:ff9b::10.0.0.1", "fc00::1", "fd00:ec2::254", "fe80::1", "ff02::1", "2001:db8::1", "not-an-address",
            "fec0::1", "2002:c0a8:0101::1", "2001:0:4136:e378::1", "64:ff9b:1::a00:1",
        ]
        for address in refused { #expect(AddressPolicy.refusal(for: address) != nil, "\(address)") }
        let allowed = ["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "2606:2800:220:1::1", "::ffff:93.184.216.34"]
        for address in allowed { #expect(AddressPolicy.refusal(for: address) == nil, "\(address)") }
    }
}
