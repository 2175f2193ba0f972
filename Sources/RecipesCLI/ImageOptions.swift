import ArgumentParser
import Foundation
import RecipesKit
import RecipesSources

/// How `recipes serve` fetches and keeps recipes' pictures for its pages.
package struct ImageOptions: ParsableArguments {
    @Flag(name: .long, help: "Fetch pictures from loopback, private and link-local addresses too (refused by default, so the server is no proxy into its own network).")
    var allowPrivateImages = false

    @Option(name: .long, help: ArgumentHelp("Where fetched pictures are kept. (default: $XDG_CACHE_HOME/recipes/images)", valueName: "path"))
    var imageCache: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The most disk the kept pictures take; the least recently used go first.", valueName: "size"))
    var imageCacheSize = "256M"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The largest picture fetched.", valueName: "size"))
    var maxImageSize = "5M"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds a picture may take to fetch.", valueName: "seconds"))
    var imageTimeout = 10.0

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The largest picture uploaded from the browser or the API (PNG, JPEG or WebP).", valueName: "size"))
    var maxUploadSize = "5M"

    /// `--max-upload-size` in bytes.
    package var uploadLimit: Int { InputLimits.parseSize(maxUploadSize) ?? PictureRules.largestUpload }

    /// The defaults, as ArgumentParser makes them before parsing.
    package init() {}

    package func validate() throws {
        for (flag, value) in [("--image-cache-size", imageCacheSize), ("--max-image-size", maxImageSize), ("--max-upload-size", maxUploadSize)] {
            guard let bytes = InputLimits.parseSize(value), bytes > 0 else {
                throw ValidationError("\(flag) must be a size such as 5M, 256M or 1048576, got '\(value)'")
            }
        }
        // Kept in the store as one value: SQLite's and PostgreSQL's are bounded near 1 GB, and each upload is held whole.
        if let bytes = InputLimits.parseSize(maxUploadSize), bytes > 64 << 20 {
            throw ValidationError("--max-upload-size may be at most 64M, got '\(maxUploadSize)'")
        }
        guard imageTimeout.isFinite, imageTimeout > 0, imageTimeout <= 3600 else {
            throw ValidationError("--image-timeout must be a positive number of seconds (at most 3600), got \(ServeCommand.format(imageTimeout))")
        }
    }

    /// The image facade these options describe, fetching through `dependencies`' HTTP client.
    package func facade(dependencies: Dependencies) -> ImageFacade {
        let environment = dependencies.environment
        let maximum = InputLimits.parseSize(maxImageSize) ?? 5 << 20
        let directory = imageCache.map { URL(fileURLWithPath: $0) } ?? ImageDiskCache.defaultDirectory(environment: environment)
        let cache = ImageDiskCache(directory: directory, maximumBytes: InputLimits.parseSize(imageCacheSize) ?? 256 << 20)
        var limits = InputLimits(maximumBytes: maximum, timeout: imageTimeout)
        limits.sizeOption = "--max-image-size"
        limits.timeoutOption = "--image-timeout"
        let session = dependencies.session(limits: limits)
        return ImageFacade(session: session, cache: cache, allowsPrivateAddresses: allowPrivateImages)
    }
}
