import MainichiCore
import Testing

@Suite("Import preview")
struct ImportPreviewTests {
    static let items: [StudyItem] = [
        .vocab(VocabItem(id: "v:猫:ねこ", word: "猫", reading: "ねこ", meanings: ["cat"], day: 1, level: .n5)),
        .kanji(KanjiItem(id: "k:日", kanji: "日", day: 1, level: .n5, strokes: 4, radical: "日",
                         onyomi: ["ニチ"], kunyomi: ["ひ"], meanings: ["day"])),
    ]

    @Test("new, updated (by word and reading, katakana read as hiragana; kanji by a reading) and rows without a word")
    func counts() throws {
        let text = "word,reading,meaning\n猫,ネコ,cat\n犬[いぬ],,dog\n,,no word\n日,にち,sun\n\"broken,x\n"
        let document = try ImportReader.read(Array(text.utf8), fileName: "x.csv")
        let preview = ImportPreview.make(document: document, mapping: document.guessedMapping(), items: Self.items)
        #expect(preview.rows.map(\.entry.word) == ["猫", "犬", "日", "\"broken"])
        #expect(preview.rows.map(\.matchedItemID) == ["v:猫:ねこ", nil, "k:日", nil])
        #expect(preview.rows[1].entry.reading == "いぬ")
        #expect(preview.newCount == 2)
        #expect(preview.updateCount == 2)
        #expect(preview.problems == [ImportProblem(line: 4, reason: .missingWord), ImportProblem(line: 6, reason: .unclosedQuote)])
    }

    @Test("a GUID from an earlier export matches its item even when the word was edited")
    func guid() throws {
        let text = "#separator:tab\n#guid column:1\n\(ExportGUID.guid(for: "v:猫:ねこ"))\tネコ科\tねこか\tfeline\n"
        let document = try ImportReader.read(Array(text.utf8), fileName: "x.txt")
        let preview = ImportPreview.make(document: document, mapping: document.guessedMapping(), items: Self.items)
        #expect(preview.rows.map(\.matchedItemID) == ["v:猫:ねこ"])
    }
}
