import Foundation
import MainichiCore
import TestSupport
import Testing

@Suite("Export writer")
struct ExportWriterTests {
    static let word = StudyItem.vocab(VocabItem(
        id: "v:言う:いう", word: "言う", reading: "いう", meanings: ["to say", "to call \"so\""], day: 3, level: .n5,
        examples: [ExampleSentence(japanese: "何と言う？", english: "What do you \"say\", then?")]))

    @Test("the Anki file declares tab, no HTML, GUID, note type, deck and tags columns")
    func ankiHeaders() {
        let text = ExportWriter.write([ExportRow(item: Self.word, deckTitle: "JLPT N5 Vocabulary", isBookmarked: true, isMissed: false)], format: .anki)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(lines.prefix(6)) == ["#separator:tab", "#html:false", "#guid column:1", "#notetype column:2", "#deck column:3", "#tags column:12"])
        #expect(lines[6].hasPrefix("#columns:GUID\tNotetype\tDeck\t"))
        #expect(text.contains("\tBasic\tMainichi::JLPT N5 Vocabulary\t言う\t"))
        #expect(text.hasSuffix("\tmainichi vocab jlpt-n5 day-3 bookmarked\n"))
    }

    @Test("a word written in kana alone is not repeated on the Anki card's back")
    func kanaWordAnswer() {
        let word = StudyItem.vocab(VocabItem(id: "v:おはよう:おはよう", word: "おはよう", reading: "おはよう", meanings: ["good morning"],
                                             day: 1, level: .n5, examples: []))
        let text = ExportWriter.write([ExportRow(item: word, deckTitle: "JLPT N5 Vocabulary", isBookmarked: false, isMissed: false)], format: .anki)
        #expect(text.contains("\tおはよう\tgood morning\tおはよう\tgood morning\t"))
    }

    @Test("fields with the separator, quotes, line breaks or a leading # are quoted, quotes doubled")
    func escaping() {
        #expect(ExportWriter.escape("plain", separator: "\t") == "plain")
        #expect(ExportWriter.escape("a\tb", separator: "\t") == "\"a\tb\"")
        #expect(ExportWriter.escape("a,b", separator: ",") == "\"a,b\"")
        #expect(ExportWriter.escape("a,b", separator: "\t") == "a,b")
        #expect(ExportWriter.escape("say \"hi\"", separator: ",") == "\"say \"\"hi\"\"\"")
        #expect(ExportWriter.escape("two\nlines", separator: ",") == "\"two\nlines\"")
        #expect(ExportWriter.escape("#tag", separator: ",") == "\"#tag\"")
    }

    @Test("the GUID is stable and different per item")
    func guid() {
        #expect(ExportGUID.guid(for: "v:言う:いう") == ExportGUID.guid(for: "v:言う:いう"))
        #expect(ExportGUID.guid(for: "v:言う:いう") != ExportGUID.guid(for: "v:言う:ゆう"))
        #expect(ExportGUID.guid(for: "k:日").count == 18)
    }

    @Test("export then read back, both formats: every item field for field, matched as an update", arguments: ExportFormat.allCases)
    func roundTrip(format: ExportFormat) throws {
        let temporary = TemporaryDirectory()
        let library = try DeckLibrary(directory: FixtureDecks.makeDirectory(in: temporary))
        let items = try library.deck(kind: .vocab, level: .n5).items + library.deck(kind: .kanji, level: .n5).items + [Self.word]
        let rows = items.map { ExportRow(item: $0, deckTitle: "Deck", isBookmarked: $0.day == 1, isMissed: $0.day == 2) }
        let document = try ImportReader.read(Array(ExportWriter.write(rows, format: format).utf8), fileName: "export")
        #expect(document.problems.isEmpty)
        let mapping = document.guessedMapping()
        let preview = ImportPreview.make(document: document, mapping: mapping, items: items)
        #expect(preview.problems.isEmpty)
        #expect(preview.rows.count == items.count)
        #expect(preview.updateCount == items.count)
        for (row, item) in zip(preview.rows, items) {
            let exported = ExportRow(item: item, deckTitle: "Deck", isBookmarked: item.day == 1, isMissed: item.day == 2)
            #expect(row.matchedItemID == item.id)
            #expect(row.entry.guid == exported.guid)
            #expect(row.entry.word == item.headword)
            #expect(row.entry.reading == item.primaryReading)
            #expect(row.entry.meanings == item.meanings)
            // A word's examples come back as examples; a kanji's example words as notes, before its readings.
            let examples = item.vocab?.examples.map { UserExample(ja: $0.japanese, en: $0.english) } ?? []
            #expect(row.entry.examples == examples)
            let notes = [item.vocab == nil ? exported.example : "", exported.kanjiReadings]
            #expect(row.entry.notes == notes.filter { !$0.isEmpty }.joined(separator: "\n"))
            #expect(row.entry.partOfSpeech == (item.vocab?.partOfSpeech ?? ""))
            #expect(row.entry.tags == exported.tags)
        }
    }

    @Test("a meaning holding a semicolon or a backslash is escaped in the Meanings column, plain in the Answer, and reads back whole")
    func semicolonInAMeaning() throws {
        let meanings = ["to say; to tell", "back\\slash", "odd \\; mix"]
        let item = StudyItem.vocab(VocabItem(id: "v:言う:いう", word: "言う", reading: "いう", meanings: meanings, day: 1, level: .n5,
                                             partOfSpeech: "godan verb"))
        let row = ExportRow(item: item, deckTitle: "Deck", isBookmarked: false, isMissed: false, notes: "a note")
        #expect(row.meanings == "to say\\; to tell; back\\\\slash; odd \\\\\\; mix")
        let text = ExportWriter.write([row], format: .anki)
        #expect(text.contains("\"いう\nto say; to tell; back\\slash; odd \\; mix\""))
        #expect(text.contains("\tgodan verb\ta note\t"))
        let document = try ImportReader.read(Array(text.utf8), fileName: "export.txt")
        let entries = ImportedEntry.entries(of: document, mapping: document.guessedMapping()).entries
        #expect(entries.first?.meanings == meanings)
        #expect(entries.first?.partOfSpeech == "godan verb")
        #expect(entries.first?.notes == "a note")
    }
}
