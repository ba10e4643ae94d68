extension String {
    /// The text without blanks (spaces, tabs, line breaks, the ideographic space) at either end.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
