import Testing
@testable import MainichiCore

/// How an imported meaning field is split into meanings.
@Suite("Imported meanings")
struct ImportedEntryTests {
    @Test("A semicolon inside parentheses stays in its meaning; one outside or a line break splits")
    func semicolonInsideParentheses() {
        let field = "shirt (undergarment); singlet; shirt (outerwear; usu. with collar and buttons)\nblouse"
        #expect(ImportedEntry.split(field, at: [0x3B, 0x0A])
            == ["shirt (undergarment)", "singlet", "shirt (outerwear; usu. with collar and buttons)", "blouse"])
    }

    /// The entries of an Anki text file (`#html:true`, tab-separated) with `columns` labelled.
    static func entries(_ text: String) throws -> [ImportedEntry] {
        let document = try ImportReader.read(Array(text.utf8), fileName: "notes.txt")
        return ImportedEntry.entries(of: document, mapping: document.guessedMapping()).entries
    }

    @Test("A Basic back \"えき<br>station\" gives the reading and the meaning; [sound:] is never a meaning")
    func basicBack() throws {
        let entries = try Self.entries("#separator:tab\n#html:true\n#columns:Front\tBack\n駅\tえき<br>station [sound:eki.mp3]\n水\tみず<br>water<br>[sound:mizu.mp3]\n")
        #expect(entries.map(\.reading) == ["えき", "みず"])
        #expect(entries.map(\.meanings) == [["station"], ["water"]])
    }

    @Test("A vocabulary file's comma-separated meanings are split; Mainichi's own export keeps its commas")
    func commaSeparatedMeanings() throws {
        let entries = try Self.entries("#separator:tab\n#html:false\n#columns:Expression\tReading\tMeaning\tTags\n"
            + "乗り換え\tのりかえ\ttransfer, change (trains, buses)\tn4\n"
            + "働く\tはたらく\tto work, to labor; to do\tmainichi\n")
        #expect(entries[0].meanings == ["transfer", "change (trains, buses)"])
        #expect(entries[1].meanings == ["to work, to labor", "to do"])
    }

    @Test("A vocabulary file's meanings with a semicolon split at the semicolon only, commas kept")
    func semicolonMeaningsKeepCommas() throws {
        let entries = try Self.entries("#separator:tab\n#html:false\n#columns:Expression\tReading\tMeaning\n"
            + "働く\tはたらく\tto work, to labor; to do\n")
        #expect(entries.map(\.meanings) == [["to work, to labor", "to do"]])
    }

    @Test("[sound:] in a word, meaning or notes column is a recording of the entry, never text")
    func soundsInAnyColumn() throws {
        let entries = try Self.entries("#separator:tab\n#html:true\n#columns:Front\tReading\tBack\tNotes\n"
            + "駅[sound:eki.mp3]\tえき\tstation\tbusy [sound:eki-2.mp3]\n"
            + "水\tみず\twater\tcold\n")
        #expect(entries.map(\.word) == ["駅", "水"])
        #expect(entries.map(\.meanings) == [["station"], ["water"]])
        #expect(entries.map(\.notes) == ["busy", "cold"])
        #expect(entries.map(\.sounds) == [["eki.mp3", "eki-2.mp3"], []])
    }
}
