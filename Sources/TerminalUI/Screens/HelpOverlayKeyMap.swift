/// The keys of the `?` help overlay while it is open, as named bindings the overlay dispatches
/// through. Every other key is swallowed, so nothing happens behind the overlay.
public struct HelpOverlayKeyMap: Sendable {
    /// ?, F1, Esc, q, Enter, Backspace, h, Left: close the overlay.
    public var close = KeyBinding(keys: [.character("?"), NavigationKeyMap.helpInTextField, .escape, .character("q"), .enter,
                                         .backspace, .character("h"), .left], keyLabel: "?/Esc", label: "close")
    /// j/k, Down/Up: scroll a line.
    public var scroll = KeyBinding(keys: [.character("j"), .down, .character("k"), .up], keyLabel: "j/k", label: "scroll")
    /// Space, PgDn/PgUp: scroll a page.
    public var page = KeyBinding(keys: [.pageDown, .space, .pageUp], keyLabel: "PgDn/PgUp", label: "page")
    /// g/G, Home/End: the first or last page.
    public var ends = KeyBinding(keys: [.character("g"), .home, .character("G"), .end], keyLabel: "g/G", label: "ends")
    /// Q (and Ctrl-C): quit.
    public var quit = KeyBinding(keys: [.character("Q"), .control("c")], keyLabel: "Q", label: "quit")

    /// The keys of `scroll`, `page` and `ends` that go up.
    static let upKeys: Set<Key> = [.character("k"), .up, .pageUp, .character("g"), .home]

    public init() {}
}
