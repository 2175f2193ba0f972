import Logging

extension LogHandler {
    /// The metadata a line of `event` carries: this handler's, its provider's, the event's own, then the event's
    /// error (`error.message`, `error.type`), a later one winning a key.
    func lineMetadata(for event: LogEvent) -> Logger.Metadata {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        if let error = event.error {
            merged["error.message"] = "\(error)"
            merged["error.type"] = "\(String(reflecting: type(of: error)))"
        }
        return merged
    }
}
