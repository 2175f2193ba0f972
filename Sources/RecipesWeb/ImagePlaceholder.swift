/// The picture pages show for a recipe without one (or whose picture cannot be fetched).
public enum ImagePlaceholder {
    /// A plate with a fork and a knife, in muted tones that sit on light and dark pages alike.
    public static let svg = Array(#"""
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 300" width="480" height="300">
    <rect width="480" height="300" fill="#d9cfbb"/>
    <circle cx="240" cy="150" r="78" fill="#eee6d6"/><circle cx="240" cy="150" r="56" fill="none" stroke="#c9bda5" stroke-width="4"/>
    <path d="M128 92v44m-10-44v36a10 10 0 0 0 20 0V92m-10 44v76" stroke="#a89b82" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M352 92c-14 10-16 40-16 56h16v64" stroke="#a89b82" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </svg>
    """#.utf8)
}
