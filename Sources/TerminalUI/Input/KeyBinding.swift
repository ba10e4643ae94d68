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
///
/// A screen keeps its bindings as named values in a key map (a struct whose properties are
/// bindings, such as `TableKeyMap`), and builds its footer list from the map's properties, never
/// by position or by label. A binding that does not apply now (expanding where no row expands)
/// stays in the map with `isEnabled` false: it then matches no key and is left out of the footer
/// and the help overlay.
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
    /// How long its hint stays in a footer too narrow for all (`FooterImportance`).
    public var footerImportance = FooterImportance.normal
    /// Whether the binding applies now; a disabled binding matches no key and is neither in the
    /// footer nor in the help overlay.
    public var isEnabled: Bool
    /// Whether every printable character also triggers it: the typing of a text field.
    public var matchesText = false

    public init(keys: [Key], keyLabel: String? = nil, label: String, help: String? = nil, showsInFooter: Bool = true,
                isEnabled: Bool = true) {
        self.keys = keys
        self.keyLabel = keyLabel ?? keys.map(\.displayName).joinedText(separator: "/")
        self.label = label
        self.help = help ?? label
        self.showsInFooter = showsInFooter
        self.isEnabled = isEnabled
    }

    /// A binding for printable characters: `KeyBinding("r", label: "reading")`.
    public init(_ characters: String, keyLabel: String? = nil, label: String, help: String? = nil, showsInFooter: Bool = true,
                isEnabled: Bool = true) {
        self.init(keys: characters.map { Key.character($0) }, keyLabel: keyLabel, label: label, help: help,
                  showsInFooter: showsInFooter, isEnabled: isEnabled)
    }

    /// Whether `key` triggers this binding (never while it is disabled).
    public func matches(_ key: Key) -> Bool {
        guard isEnabled else { return false }
        if matchesText, case .character(let character) = key, !character.unicodeScalars.contains(where: DisplayWidth.isControl) {
            return true
        }
        return keys.contains(key)
    }

    /// The binding of typing into a text field: every printable character (and the field's
    /// editing keys in `keys`), shown as `keyLabel`.
    public static func typing(keys: [Key] = [], keyLabel: String, label: String, help: String,
                              showsInFooter: Bool = false, isEnabled: Bool = true) -> KeyBinding {
        var binding = KeyBinding(keys: keys, keyLabel: keyLabel, label: label, help: help, showsInFooter: showsInFooter,
                                 isEnabled: isEnabled)
        binding.matchesText = true
        return binding
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

    /// The same binding with its footer hint kept to the last when the footer is narrow: a key the
    /// screen is for.
    public func essentialInFooter() -> KeyBinding {
        var copy = self
        copy.footerImportance = .essential
        return copy
    }

    /// The same binding, enabled or not (`keys.expand.enabled(hasExpandableRows)`).
    public func enabled(_ isEnabled: Bool) -> KeyBinding {
        var copy = self
        copy.isEnabled = isEnabled
        return copy
    }

    /// The same binding with another footer label or help, for a screen where a shared key means
    /// something more precise ("study" for a table's open key in a day list).
    public func relabeled(_ label: String, help: String? = nil, keyLabel: String? = nil) -> KeyBinding {
        var copy = self
        copy.label = label
        if let help { copy.help = help }
        if let keyLabel { copy.keyLabel = keyLabel }
        return copy
    }
}
