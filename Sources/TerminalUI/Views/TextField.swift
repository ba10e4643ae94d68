/// A single-line text field: display-width-aware cursor and horizontal scrolling.
///
/// Keys: printable characters insert (text from an input method arrives whole, as characters),
/// Left/Right, Home/End (also Ctrl-A/Ctrl-E), Backspace, Delete, Ctrl-U clears before the
/// cursor, Ctrl-K after it, Enter submits. Other keys (Esc, Up, Down, Tab...) are left to
/// the screen.
///
/// ```swift
/// let answer = TextField(placeholder: "type the reading")
/// answer.transform = { romajiToKana($0) }     // live conversion of the text before the cursor
/// answer.onSubmit = { [unowned self] text in check(text) }
/// // in handle(_:):  if answer.handle(key) { return true }
/// // in draw(in:):   answer.draw(in: canvas.subcanvas(Rect(x: 2, y: 3, width: 30, height: 1)))
/// ```
public final class TextField {
    /// The text. Setting it moves the cursor to the end.
    public var text: String {
        get { String(characters) }
        set {
            characters = Array(newValue.removingControlCharacters)
            cursor = characters.count
        }
    }
    /// Shown dimmed while the text is empty.
    public var placeholder: String
    /// The role of typed text.
    public var role: StyleRole = .input
    /// Whether the field shows the terminal cursor when drawn.
    public var isFocused = true
    /// Rewrites the text before the cursor after each insertion (romaji to kana); the cursor
    /// stays after the rewritten part.
    public var transform: ((String) -> String)?
    /// The most characters the field holds; insertions beyond it are cut, so a paste of a page
    /// (arriving key by key on a terminal without bracketed paste) cannot make each key slower.
    public var maximumLength: Int? = TextField.defaultMaximumLength
    /// The default `maximumLength`: far more than any answer or query.
    public static let defaultMaximumLength = 1_000
    /// Called after every change to the text.
    public var onChange: ((String) -> Void)?
    /// Called on Enter with the text.
    public var onSubmit: ((String) -> Void)?

    private var characters: [Character] = []
    /// The cursor position, in characters from the start.
    public private(set) var cursor = 0
    /// The first visible column of the text (horizontal scroll).
    public private(set) var scrollColumn = 0

    public init(text: String = "", placeholder: String = "") {
        self.placeholder = placeholder
        self.text = text
    }

    /// Moves the cursor to a character offset, clamped to the text.
    public func moveCursor(to offset: Int) {
        cursor = max(0, min(characters.count, offset))
    }

    /// Inserts text at the cursor, as if typed.
    public func insert(_ string: String) {
        var clean = string.removingControlCharacters
        if let maximumLength {
            let room = max(0, maximumLength - characters.count)
            if clean.count > room { clean = String(clean.prefix(room)) }
        }
        guard !clean.isEmpty else { return }
        characters.insert(contentsOf: clean, at: cursor)
        cursor += clean.count
        if let transform {
            let before = String(characters[..<cursor])
            let rewritten = Array(transform(before).removingControlCharacters)
            characters.replaceSubrange(0..<cursor, with: rewritten)
            cursor = rewritten.count
        }
        onChange?(text)
    }

    /// Inserts pasted text: line breaks and tabs become single spaces and the ends are trimmed,
    /// so a paste never submits (Enter) and its control characters are dropped.
    public func paste(_ pasted: String) {
        var flattened = ""
        var pendingSpace = false
        for character in pasted {
            if character.isNewline || character == "\t" || character == " " {
                pendingSpace = !flattened.isEmpty
                continue
            }
            if pendingSpace { flattened.append(" ") }
            pendingSpace = false
            flattened.append(character)
            if let maximumLength, flattened.count >= maximumLength { break }
        }
        insert(flattened)
    }

    /// The keys that edit the text besides the printable ones (which insert): Left/Right,
    /// Home/End and Ctrl-A/Ctrl-E move the cursor, Backspace (Ctrl-H) and Del (Ctrl-D) delete a
    /// character, Ctrl-U and Ctrl-K delete before and after the cursor.
    public static let editingKeys: [Key] = [.left, .right, .home, .end, .control("a"), .control("e"), .backspace,
                                            .control("h"), .delete, .control("d"), .control("u"), .control("k")]

    /// Handles an editing key; returns false for keys a field does not use.
    public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            insert(String(character))
        case .left: moveCursor(to: cursor - 1)
        case .right: moveCursor(to: cursor + 1)
        case .home, .control("a"): moveCursor(to: 0)
        case .end, .control("e"): moveCursor(to: characters.count)
        case .backspace, .control("h"):
            if cursor > 0 {
                characters.remove(at: cursor - 1)
                cursor -= 1
                onChange?(text)
            }
        case .delete, .control("d"):
            if cursor < characters.count {
                characters.remove(at: cursor)
                onChange?(text)
            }
        case .control("u"):
            if cursor > 0 {
                characters.removeSubrange(0..<cursor)
                cursor = 0
                onChange?(text)
            }
        case .control("k"):
            if cursor < characters.count {
                characters.removeSubrange(cursor...)
                onChange?(text)
            }
        case .enter:
            onSubmit?(text)
        default:
            return false
        }
        return true
    }

    /// Draws row 0 of `canvas`, scrolled so the cursor shows, and places the cursor when focused.
    public func draw(in canvas: Canvas) {
        let width = canvas.width
        guard width > 0, canvas.height > 0 else { return }
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), role: role)
        if characters.isEmpty {
            canvas.draw(placeholder, at: .zero, role: .dim)
            if isFocused { canvas.showCursor(at: .zero) }
            scrollColumn = 0
            return
        }
        let cursorColumn = characters[..<cursor].reduce(0) { $0 + $1.displayWidth }
        // Keep one column free after the cursor for the cursor itself.
        if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
        if cursorColumn - scrollColumn > width - 1 { scrollColumn = cursorColumn - (width - 1) }
        let totalWidth = characters.reduce(0) { $0 + $1.displayWidth }
        scrollColumn = max(0, min(scrollColumn, max(0, totalWidth - width + 1)))
        if cursorColumn < scrollColumn { scrollColumn = cursorColumn }
        canvas.draw(text, at: Point(x: -scrollColumn, y: 0), role: role, mark: nil)
        if isFocused { canvas.showCursor(at: Point(x: cursorColumn - scrollColumn, y: 0)) }
    }
}
