import RecipesCodecs

/// The pages' icon: a bowl, drawn in the accent colour; served under a name that carries its digest.
public enum Icon {
    /// The SVG.
    public static let svg = #"""
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M3 14h26a13 11 0 0 1-26 0z" fill="#a33b20"/><path d="M10 10c0-3 3-3 3-6M16 10c0-3 3-3 3-6M22 10c0-3 3-3 3-6" stroke="#a33b20" stroke-width="2" fill="none" stroke-linecap="round"/></svg>
    """#

    /// The file name it is served under: `recipes-<digest>.svg`.
    public static let fileName = "recipes-" + String(Digest.hex(Array(svg.utf8)).prefix(16)) + ".svg"
}
