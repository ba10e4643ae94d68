/// How much a key's hint matters in the footer. When the footer is too narrow for every hint, the
/// least important go first, and of equal importance the last one; the hints left keep their order.
public enum FooterImportance: Int, Comparable, Sendable {
    /// A screen's key like the others: the first to go, from the end of the footer.
    case normal
    /// The keys of every screen (help, back, quit): kept until the screen's ordinary keys are gone.
    case navigation
    /// A key the screen is for (the Read screen's Enter and +): kept to the last.
    case essential

    public static func < (lhs: FooterImportance, rhs: FooterImportance) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
