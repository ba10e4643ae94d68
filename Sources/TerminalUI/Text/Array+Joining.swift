extension Array where Element == String {
    /// The strings joined by `separator`: `joined(separator:)` without its generic path.
    ///
    /// The standard library's `joined(separator:)` is generic over the collection, and its first
    /// call in a process looks the element type up at run time (about 0.2 million instructions).
    /// The first frame's breadcrumb, footer and key labels join strings; this loop spares them that.
    public func joinedText(separator: String) -> String {
        var text = ""
        for (index, string) in enumerated() {
            if index > 0 { text += separator }
            text += string
        }
        return text
    }
}
