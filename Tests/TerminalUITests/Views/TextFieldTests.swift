import Testing
import TerminalUI

@Suite("Text field")
struct TextFieldTests {
    func type(_ field: TextField, _ keys: [Key]) {
        for key in keys { _ = field.handle(key) }
    }

    func render(_ field: TextField, width: Int) -> (String, Point?) {
        var buffer = ScreenBuffer(size: Size(width: width, height: 1))
        let cursor = buffer.draw { field.draw(in: $0) }
        return (buffer.line(at: 0), cursor)
    }

    /// A 100 KB paste into an answer field took seconds: each key rewrote the whole text (B2).
    @Test("A field holds at most its maximum length; keys beyond it are dropped, a paste is cut")
    func maximumLength() {
        let field = TextField()
        var rewrites = 0
        field.transform = { rewrites += 1; return $0 }
        type(field, Array(repeating: .character("a"), count: TextField.defaultMaximumLength + 500))
        #expect(field.text.count == TextField.defaultMaximumLength)
        #expect(rewrites == TextField.defaultMaximumLength)
        field.maximumLength = 5
        field.text = ""
        field.paste("abc\ndefgh")
        #expect(field.text == "abc d")
    }

    @Test("Typing, moving and deleting edit at the cursor")
    func editing() {
        let field = TextField()
        type(field, Key.sequence("helo"))
        type(field, [.left, .character("l"), .end, .character("!")])
        #expect(field.text == "hello!")
        type(field, [.home, .delete, .character("H")])
        #expect(field.text == "Hello!")
        type(field, [.end, .backspace, .backspace])
        #expect(field.text == "Hell")
        type(field, [.left, .left, .control("u")])
        #expect(field.text == "ll")
        #expect(field.cursor == 0)
    }

    @Test("Text from an input method arrives whole; the cursor moves by display width")
    func japanese() {
        let field = TextField()
        type(field, [.character("食"), .character("べ"), .character("る")])
        let (line, cursor) = render(field, width: 10)
        #expect(line == "食べる    ")
        #expect(cursor == Point(x: 6, y: 0))
        type(field, [.left])
        #expect(render(field, width: 10).1 == Point(x: 4, y: 0))
    }

    @Test("Long text scrolls so the cursor stays visible, never showing half a glyph")
    func scrolling() {
        let field = TextField(text: "日本語の勉強をする")
        let (line, cursor) = render(field, width: 8)
        #expect(cursor == Point(x: 7, y: 0))
        #expect(line.displayWidth == 8)
        var buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        buffer.draw { field.draw(in: $0) }
        #expect(buffer.hasWholeGlyphs)
        type(field, [.home])
        let (start, home) = render(field, width: 8)
        #expect(home == Point(x: 0, y: 0))
        #expect(start.hasPrefix("日本語の"))
    }

    @Test("The transform rewrites what was typed, as romaji conversion will")
    func transform() {
        let field = TextField()
        field.transform = { $0.replacingOccurrences(of: "ka", with: "か").replacingOccurrences(of: "nn", with: "ん") }
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        type(field, Key.sequence("kannji"))
        #expect(field.text == "かんji")
        #expect(changes.first == "k")
        #expect(render(field, width: 10).1 == Point(x: 6, y: 0))
    }

    @Test("Enter submits; the placeholder shows while empty; control characters are dropped")
    func submitAndPlaceholder() {
        let field = TextField(placeholder: "type the reading")
        #expect(render(field, width: 20).0.hasPrefix("type the reading"))
        var submitted: String?
        field.onSubmit = { submitted = $0 }
        field.insert("ta\u{1B}be")
        type(field, [.enter])
        #expect(submitted == "tabe")
        #expect(!field.handle(.escape))
        #expect(!field.handle(.up))
    }
}
