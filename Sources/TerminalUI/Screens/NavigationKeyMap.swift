/// The navigation controller's own keys as named bindings: help, back and quit. The footer, the
/// help overlay's "Everywhere" section and the navigation controller's dispatch all read them.
public struct NavigationKeyMap: Sendable {
    /// `?` (and F1) opens the help overlay. While the top screen edits text, `?` is typed into
    /// the field and F1 alone opens help (the footer then says "F1 help").
    public var help: KeyBinding
    /// The top screen's back keys (Esc, h, Left, Backspace, q); disabled at the root.
    public var back: KeyBinding
    /// q quits at the root (it goes back below it, as a back key).
    public var quit: KeyBinding
    /// Q (and Ctrl-C) quits from any screen, asking first when changes are unsaved.
    public var quitAnywhere: KeyBinding
    /// Typing into the top screen's text field (every printable key, `?` included); enabled only
    /// while it edits text. The screen's field handles it; this binding says so in the help.
    public var type: KeyBinding

    /// The key that opens help even inside a text field.
    public static let helpInTextField = Key.function(1)

    /// The map for a stack whose top screen goes back with `backKeys` (nil at the root) and
    /// edits text when `editsText`, in the words of `chrome`.
    public init(chrome: ChromeText, backKeys: [Key]?, editsText: Bool) {
        help = editsText
            ? KeyBinding(keys: [Self.helpInTextField], keyLabel: "F1", label: chrome.helpLabel, help: chrome.helpHelp)
            : KeyBinding(keys: [.character("?"), Self.helpInTextField], keyLabel: "?", label: chrome.helpLabel,
                         help: chrome.helpHelp)
        // In a text field h, Left, Backspace and q edit the text: only Esc goes back there.
        let goesBack = (backKeys ?? []).filter { !editsText || $0 == .escape }
        let others = goesBack.filter { $0 != .escape }.map(\.displayName)
        back = KeyBinding(keys: goesBack, keyLabel: "Esc", label: chrome.backLabel,
                          help: chrome.backHelp(others), isEnabled: backKeys != nil)
        quit = KeyBinding("q", label: chrome.quitLabel, help: chrome.quitHelp, isEnabled: backKeys == nil)
        type = .typing(keys: TextField.editingKeys, keyLabel: chrome.typeKeys, label: chrome.typeLabel, help: chrome.typeHelp,
                       isEnabled: editsText)
        // In a text field Q is a letter: Ctrl-C alone quits there.
        quitAnywhere = editsText
            ? KeyBinding(keys: [.control("c")], keyLabel: "Ctrl-C", label: chrome.quitLabel, help: chrome.quitAnywhereHelp,
                         showsInFooter: false)
            : KeyBinding(keys: [.character("Q"), .control("c")], keyLabel: "Q/Ctrl-C", label: chrome.quitLabel,
                         help: chrome.quitAnywhereHelp, showsInFooter: false)
        // Help, back and quit stay in a narrow footer after the screen's ordinary keys are gone.
        for binding in [\NavigationKeyMap.help, \.back, \.quit] { self[keyPath: binding].footerImportance = .navigation }
    }

    /// The enabled bindings in footer and help order.
    public var all: [KeyBinding] { [help, quit, back, quitAnywhere, type].filter(\.isEnabled) }
}
