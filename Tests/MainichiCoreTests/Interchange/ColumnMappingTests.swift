import MainichiCore
import Testing

@Suite("Column mapping")
struct ColumnMappingTests {
    @Test("guessed from the content: kanji is the word, kana the reading, Latin the meaning")
    func content() {
        let mapping = ColumnMapping.guess(columnCount: 4, samples: [
            ["cat", "ねこ", "猫", "animal noun"], ["dog", "いぬ", "犬", "x"], ["to eat", "たべる", "食べる", "verb"],
        ])
        #expect(mapping.roles == [.meaning, .reading, .word, .notes])
    }

    @Test("guessed from header labels and Anki's metadata columns")
    func labels() {
        var header = AnkiTextHeader()
        header.guidColumn = 1
        header.tagsColumn = 5
        let mapping = ColumnMapping.guess(columnCount: 5, labels: ["", "English", "Expression", "Kana", ""],
                                          header: header, samples: [["abc", "cat", "猫", "ねこ", "n5"]])
        #expect(mapping.roles == [.guid, .meaning, .word, .reading, .tags])
    }

    @Test("kana-only words: the word column is the kana column when no column holds kanji")
    func kanaWords() {
        let mapping = ColumnMapping.guess(columnCount: 2, samples: [["ありがとう", "thank you"], ["はい", "yes"]])
        #expect(mapping.roles == [.word, .meaning])
    }

    @Test("assigning a single-column role moves it; the old column is ignored")
    func assign() {
        var mapping = ColumnMapping(roles: [.word, .reading, .meaning])
        mapping.assign(.word, to: 1)
        #expect(mapping.roles == [.ignored, .word, .meaning])
        mapping.assign(.meaning, to: 0)
        #expect(mapping.roles == [.meaning, .word, .meaning])
        mapping.assign(.tags, to: 4)
        #expect(mapping.roles == [.meaning, .word, .meaning, .ignored, .tags])
    }

    @Test("a first row is a header when it names roles and holds no kanji")
    func isHeader() {
        #expect(ColumnMapping.isHeader(["Front", "Back"]))
        #expect(ColumnMapping.isHeader(["単語", "意味"]))
        #expect(!ColumnMapping.isHeader(["猫", "cat"]))
        #expect(!ColumnMapping.isHeader(["a", "b"]))
    }
}
