/// A table view's key map: its keys as named bindings, from which its footer entries, its help
/// lines and its own key dispatch are all made.
///
/// A screen built on a table takes the bindings it shows by name (`tableView.keys.move`,
/// `tableView.keys.open`), so it can put its own keys between them or relabel one (a day list's
/// Enter says "study") without counting positions or comparing labels:
///
/// ```swift
/// override var keyBindings: [KeyBinding] {
///     let table = tableView.keys
///     return [table.move, table.open.relabeled("study"), test] + table.scrolling
/// }
/// ```
public struct TableKeyMap: Sendable {
    /// j/k and Down/Up: move the selection one row.
    public var move: KeyBinding
    /// Enter (also l and Right on a row that does not expand): open the selected row.
    public var open: KeyBinding
    /// Space, l/Right and h/Left: expand or collapse a row; enabled only when some row expands.
    public var expand: KeyBinding
    /// PgDn/PgUp: move a page.
    public var page: KeyBinding
    /// g/G and Home/End: jump to the first or last row.
    public var ends: KeyBinding

    /// The keys of `move` that go up (k, Up); the others go down.
    public static let upKeys: Set<Key> = [.character("k"), .up]
    /// The keys of `page` that go up.
    public static let pageUpKeys: Set<Key> = [.pageUp]
    /// The keys of `ends` that go to the first row.
    public static let firstKeys: Set<Key> = [.character("g"), .home]
    /// The keys of `expand` that collapse (h, Left), and the one that toggles (Space).
    public static let collapseKeys: Set<Key> = [.character("h"), .left]
    public static let toggleKeys: Set<Key> = [.space]

    /// The table's key map in the words of `chrome`; `expand` is enabled when `expands`, the
    /// moving keys when the table shows more than one line, `open` when a row is selected.
    /// On a row already open (`selectionIsExpanded`) the expand key says the chrome's `collapseLabel`.
    public init(chrome: ChromeText, expands: Bool, lineCount: Int = 2, hasSelection: Bool = true,
                selectionIsExpanded: Bool = false) {
        let moves = lineCount > 1
        move = KeyBinding(keys: [.character("j"), .character("k"), .down, .up], keyLabel: "j/k", label: chrome.moveLabel,
                          help: chrome.moveHelp, isEnabled: moves)
        open = KeyBinding(keys: [.enter, .character("l"), .right], keyLabel: "Enter", label: chrome.openLabel,
                          help: chrome.openHelp, isEnabled: hasSelection)
        expand = KeyBinding(keys: [.space, .character("l"), .right, .character("h"), .left], keyLabel: "Space",
                            label: selectionIsExpanded ? chrome.collapseLabel ?? chrome.expandLabel : chrome.expandLabel,
                            help: chrome.expandHelp, isEnabled: expands)
        page = KeyBinding(keys: [.pageDown, .pageUp], keyLabel: "PgDn/PgUp", label: chrome.pageLabel,
                          help: chrome.pageHelp, showsInFooter: false, isEnabled: moves)
        ends = KeyBinding(keys: [.character("g"), .character("G"), .home, .end], keyLabel: "g/G",
                          label: chrome.endsLabel, help: chrome.endsHelp, showsInFooter: false, isEnabled: moves)
    }

    /// Every binding in footer order: move, open, expand (when enabled), page, ends.
    public var all: [KeyBinding] { [move, open, expand, page, ends].filter(\.isEnabled) }

    /// The bindings that only scroll (page, ends), which screens list after their own keys.
    public var scrolling: [KeyBinding] { [page, ends].filter(\.isEnabled) }
}
