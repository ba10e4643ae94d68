/// A key binding: the keys that trigger an action, a short footer label and help text.
///
/// Bindings are values a screen declares once and uses three ways, so the footer and the `?`
/// overlay always describe what the keys really do:
///
/// ```swift
/// let reveal = KeyBinding(keys: [.character("r")], label: "reading", help: "Show or hide the reading")
/// override var keyBindings: [KeyBinding] { [reveal] }          // footer and help
/// override func handle(_ key: Key) -> Bool {
///     switch key {
///     case reveal: toggleReading(); return true                 // behaviour
///     default: return tableView.handle(key)
///     }
/// }
/// ```
public struct KeyBinding: Hashable, Sendable {
    /// The keys that trigger this binding.
    public var keys: [Key]
    /// How the keys are shown: "j/k", "Enter", "1-4". Defaults to the key names joined by "/".
    public var keyLabel: String
    /// One or two words for the footer: "move", "open", "test".
    public var label: String
    /// A sentence for the help overlay.
    public var help: String
    /// Whether the footer lists it; the help overlay lists every binding.
    public var showsInFooter: Bool

    public init(keys: [Key], keyLabel: String? = nil, label: String, help: String? = nil, showsInFooter: Bool = true) {
        self.keys = keys
        self.keyLabel = keyLabel ?? keys.map(\.displayName).joined(separator: "/")
        self.label = label
        self.help = help ?? label
        self.showsInFooter = showsInFooter
    }

    /// A binding for printable characters: `KeyBinding("r", label: "reading")`.
    public init(_ characters: String, keyLabel: String? = nil, label: String, help: String? = nil, showsInFooter: Bool = true) {
        self.init(keys: characters.map { Key.character($0) }, keyLabel: keyLabel, label: label, help: help,
                  showsInFooter: showsInFooter)
    }

    /// Whether `key` triggers this binding.
    public func matches(_ key: Key) -> Bool {
        keys.contains(key)
    }

    /// Lets a binding be a `switch` case: `case reveal:`.
    public static func ~= (binding: KeyBinding, key: Key) -> Bool {
        binding.matches(key)
    }

    /// The same binding hidden from the footer (still in the help overlay).
    public func hiddenFromFooter() -> KeyBinding {
        var copy = self
        copy.showsInFooter = false
        return copy
    }
}
