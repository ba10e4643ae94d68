import TerminalUI

extension String {
    /// The text cut to at most `width` display columns for a list such as "ショク, ジキ, く(う)".
    ///
    /// Like `truncated(toWidth:)`, but the separators, spaces and an opening parenthesis before
    /// the cut are dropped, so the mark follows the last character kept ("ショク>", never
    /// "ショク,  >"). Text that fits is returned unchanged; the result may be narrower than `width`.
    public func truncatedList(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        var kept = truncated(toWidth: width - 1, mark: nil)
        while let last = kept.last, " ,;(\u{3001}\u{FF08}".contains(last) {
            kept.removeLast()
        }
        return kept + String(String.truncationMark)
    }
}
