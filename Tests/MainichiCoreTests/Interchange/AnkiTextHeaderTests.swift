import MainichiCore
import Testing

@Suite("Anki text header")
struct AnkiTextHeaderTests {
    @Test("keys are matched without regard to case or blanks; column numbers count from 1")
    func keys() {
        let header = AnkiTextHeader.parse(lines: [
            "#Separator:Comma", "# HTML :TRUE", "#tags:n5 verbs", "#Deck:Japanese::Words", "#notetype:Basic",
            "#GUID column:1", "#notetype column:2", "#deck COLUMN: 3", "#tags column:6", "食べる,たべる",
        ])
        #expect(header.separator == .comma)
        #expect(header.isHTML == true)
        #expect(header.tags == ["n5", "verbs"])
        #expect(header.deck == "Japanese::Words")
        #expect(header.notetype == "Basic")
        #expect(header.guidColumn == 1 && header.notetypeColumn == 2 && header.deckColumn == 3 && header.tagsColumn == 6)
        #expect(header.metaColumns == [1, 2, 3, 6])
        #expect(header.lineCount == 9, "the header ends at the first line not starting with #")
    }

    @Test("the separator is given by name or as the character", arguments: [
        ("tab", Separator.tab), ("comma", .comma), ("semicolon", .semicolon), ("space", .space), ("pipe", .pipe),
        ("colon", .colon), (" Tab ", .tab), ("\t", .tab), (",", .comma), (";", .semicolon), ("|", .pipe), (":", .colon), (" ", .space),
    ])
    func separators(value: String, expected: Separator) {
        #expect(AnkiTextHeader.parse(lines: ["#separator:" + value]).separator == expected)
    }

    @Test("an unknown separator, a bad html value and unknown keys leave settings unset; comments count as header lines")
    func unknown() {
        let header = AnkiTextHeader.parse(lines: ["#separator:dash", "#html:maybe", "#colour:red", "# a comment", "#guid column:x"])
        #expect(header.separator == nil)
        #expect(header.isHTML == nil)
        #expect(header.guidColumn == nil)
        #expect(!header.hasKnownKeys)
        #expect(header.lineCount == 5)
    }

    @Test("a first line starting with tags: gives tags for every note")
    func legacyTags() {
        let header = AnkiTextHeader.parse(lines: ["tags:n5 food", "#html:false", "x"])
        #expect(header.tags == ["n5", "food"])
        #expect(header.lineCount == 2)
    }
}
