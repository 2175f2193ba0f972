import Foundation
import RecipesKit
import RecipesSources

/// A FILE argument: a path, `-` for standard input, or an http(s) URL; read within the input limits.
struct InputFile {
    /// Why the input could not be read, in one line.
    struct Failure: Error {
        var message: String
        /// Whether a fetched input's server could not be reached or failed (exit 69, as an unreachable source),
        /// rather than an input that is not there or cannot be read (66: a file, or a page the server says is gone).
        var isUnreachable = false

        /// The exit status that says it: 69 for a server, 66 for a file or standard input.
        var exitCode: Int32 { isUnreachable ? 69 : 66 }
    }

    let argument: String

    init(argument: String) {
        self.argument = argument
    }

    /// Whether the input is fetched over the network (its --timeout then counts from before the fetch).
    var isRemote: Bool { argument.range(of: "://") != nil }

    /// The name messages use for this input.
    var displayName: String { argument == "-" ? "standard input" : argument }

    /// The input's bytes, fetched through `dependencies`' session when it is a URL.
    func read(limits: InputLimits, dependencies: Dependencies) async throws(Failure) -> Data {
        if argument == "-" {
            do {
                return try StandardInput(limit: limits.maximumBytes).readAll()
            } catch {
                throw Failure(message: "standard input: \(FileFacade.describe(error))")
            }
        }
        if let scheme = argument.range(of: "://").map({ argument[..<$0.lowerBound].lowercased() }) {
            guard ["http", "https"].contains(scheme), let url = URL(string: argument), url.host != nil else {
                throw Failure(message: "\(argument): not a file, nor an http or https URL")
            }
            return try await fetch(url, session: dependencies.session(limits: limits))
        }
        do {
            // Whatever the file is (a device, a pipe), it is read within the in-memory limit.
            // A file to add is decoded whole into memory, so --max-size bounds it, not the mapping limit.
            return try MappedFile.read(
                argument, limits: InputLimits(maximumBytes: limits.maximumBytes, maximumMappedBytes: limits.maximumBytes), option: "--max-size")
        } catch {
            throw Failure(message: "\(argument): \(FileFacade.describe(error))")
        }
    }

    private func fetch(_ url: URL, session: any SessionProtocol) async throws(Failure) -> Data {
        let response: SessionResponse
        do {
            response = try await session.send(SessionRequest(url: url, headers: ["Accept": "text/html, application/ld+json, application/json"]))
        } catch {
            throw Failure(message: "\(argument): \(error.reason)", isUnreachable: true)
        }
        guard (200..<300).contains(response.statusCode) else {
            // A page the server says is not there is no input, as a missing file; a server failing is unreachable.
            throw Failure(message: "\(argument): HTTP \(response.statusCode)", isUnreachable: ![404, 410].contains(response.statusCode))
        }
        return response.body
    }
}
