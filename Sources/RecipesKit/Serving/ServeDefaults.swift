/// The defaults of `recipes serve`'s limits, shared by the service's configuration and the command's help (which
/// is built without the service): 1 MiB bodies, 10 s for a head, 30 s for a body, 512 connections.
public enum ServeDefaults {
    /// The default `--max-body-size`, in bytes.
    public static let bodyLimit = 1 << 20
    /// The default `--header-timeout`, in seconds.
    public static let headerTimeout = 10.0
    /// The default `--body-timeout`, in seconds.
    public static let bodyTimeout = 30.0
    /// The default `--max-connections`.
    public static let maximumConnections = 512
}
