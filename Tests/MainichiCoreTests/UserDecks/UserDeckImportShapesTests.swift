import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Common shapes of the files learners bring from Anki (issue 24): a Sentence column is an
/// example with its translation, a word spelled as several dictionary entries gets the entry its
/// spelling usually stands for (彼 is かれ, not あれ), and `[sound:]` is audio wherever it stands.
@Suite struct UserDeckImportShapesTests {
    /// 彼 as JMdict has it: あれ first (N5, usually written in kana), かれ second.
    static let dictionary = """
        # fixture
        E\t1000580\t彼\tあれ\t1k\tN5\tpronoun|that|that thing\tpronoun|that person
        E\t1483070\t彼\tかれ\t1\tN4\tpronoun|he|him\tnoun|boyfriend
        K\the\t1
        K\tthat\t0
        K\tあれ\t0
        K\tかれ\t1
        K\t彼\t0,1

        """

    func dictionary() throws -> JapaneseDictionary {
        let scratch = TemporaryDirectory()
        let url = scratch.file("dictionary.txt")
        try Self.dictionary.write(to: url, atomically: true, encoding: .utf8)
        return try JapaneseDictionary(contentsOf: url)
    }

    func plan(_ text: String, name: String = "words.txt", dictionary: JapaneseDictionary? = nil,
              store: UserDeckStore) throws -> UserDeckImport {
        let document = try ImportReader.read(Array(text.utf8), fileName: name)
        return try UserDeckImport.plan(document: document, mapping: document.guessedMapping(), deckTitle: "Words", store: store,
                                       dictionary: dictionary)
    }

    @Test("A Sentence column with no header becomes the word's example, the column after it its translation")
    func sentenceColumnWithoutHeader() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.url, random: SeededRandom(seed: 1))
        let plan = try plan("""
            #separator:tab
            #html:true
            食[た]べる\tたべる\tto eat\tご<b>飯</b>を食べる。\tI eat rice.
            駅\tえき\tstation\t駅[えき]はどこですか。\tWhere is the station?
            猫\tねこ\tcat\t\t

            """, store: store)
        #expect(plan.problems.isEmpty)
        let examples = plan.rows.map(\.draft.examples)
        #expect(examples == [[UserExample(ja: "ご飯を食べる。", en: "I eat rice.")],
                             [UserExample(ja: "駅はどこですか。", en: "Where is the station?")], []])
        // Nothing of the sentence or its translation is left in the meanings or the notes.
        #expect(plan.rows.map(\.draft.meanings) == [["to eat"], ["station"], ["cat"]])
        #expect(plan.rows.allSatisfy { $0.draft.notes == nil })
        let deck = try plan.write(to: store)
        #expect(deck.items.first?.examples == [UserExample(ja: "ご飯を食べる。", en: "I eat rice.")])
    }

    @Test("Columns labelled Sentence and Sentence-English are the example and its translation; a translation alone is a note")
    func labelledSentenceColumns() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.url, random: SeededRandom(seed: 2))
        let plan = try plan("""
            Expression,Reading,Meaning,Sentence,Sentence-English
            勉強,べんきょう,study,毎日勉強します,I study every day.
            猫,ねこ,cat,,A cat sleeps.

            """, name: "words.csv", store: store)
        #expect(plan.rows.map(\.draft.examples) == [[UserExample(ja: "毎日勉強します", en: "I study every day.")], []])
        #expect(plan.rows.map(\.draft.notes) == [nil, "A cat sleeps."])
    }

    @Test("彼 with no reading is かれ, the entry its spelling stands for, not あれ (usually written in kana)")
    func readingTheSpellingStandsFor() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.url, random: SeededRandom(seed: 3))
        let dictionary = try dictionary()
        // The file's meaning names the entry: かれ, and nothing to check.
        let named = try plan("#separator:tab\n彼\the\n", dictionary: dictionary, store: store)
        #expect(named.rows.map(\.draft.reading) == ["かれ"])
        #expect(named.rows.first?.draft.needsCheck == false)
        // A meaning the dictionary has under あれ gives あれ.
        let that = try plan("#separator:tab\n彼\tthat person\n", dictionary: dictionary, store: store)
        #expect(that.rows.map(\.draft.reading) == ["あれ"])
        // No meaning: the spelling's usual entry, かれ with its main sense, marked to check.
        let bare = try plan("#separator:tab\n彼\t\n", dictionary: dictionary, store: store)
        #expect(bare.rows.map(\.draft.reading) == ["かれ"])
        #expect(bare.rows.map(\.draft.meanings) == [["he", "him"]])
        #expect(bare.rows.first?.draft.needsCheck == true)
        // The file's reading wins: a reading column, or furigana on the word.
        let read = try plan("#separator:tab\n#columns:word\treading\tmeaning\n彼\tあれ\t\n彼[かれ]\t\t\n", dictionary: dictionary,
                            store: store)
        #expect(read.rows.map(\.draft.reading) == ["あれ", "かれ"])
        #expect(read.rows.map(\.draft.meanings) == [["that", "that thing"], ["he", "him"]])
    }

    @Test("[sound:] in any column is left out of the word, meanings, notes and examples, and is the word's recording when the file is there")
    func soundsAreAudioWherever() throws {
        let temporary = TemporaryDirectory()
        let store = UserDeckStore(dataDirectory: temporary.url, random: SeededRandom(seed: 4))
        let folder = temporary.file("anki")
        let media = temporary.file("data-media")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("ID3 mizu".utf8).write(to: folder.appendingPathComponent("mizu.mp3"))
        var plan = try plan("""
            #separator:tab
            #html:true
            #columns:Front\tBack\tNotes
            水[sound:mizu.mp3]\tみず<br>water [sound:mizu.mp3]\tcold [sound:other.mp3]
            山\tやま<br>mountain [sound:yama.mp3]\t
            川\tかわ<br>[sound:../kawa.mp3] river\t

            """, store: store)
        #expect(plan.problems.isEmpty)
        #expect(plan.rows.map(\.draft.word) == ["水", "山", "川"])
        #expect(plan.rows.map(\.draft.reading) == ["みず", "やま", "かわ"])
        #expect(plan.rows.map(\.draft.meanings) == [["water"], ["mountain"], ["river"]])
        #expect(plan.rows.map(\.draft.notes) == ["cold", nil, nil])
        #expect(plan.rows.map(\.sounds) == [["mizu.mp3", "other.mp3"], ["yama.mp3"], ["../kawa.mp3"]])
        // Only a file that is there, under a plain name, becomes a recording.
        plan.attachRecordings(from: [folder, media])
        #expect(plan.rows.map(\.draft.audio) == ["mizu.mp3", nil, nil])
        let deck = try plan.write(to: store, media: media)
        #expect(deck.items.first { $0.word == "水" }?.audio == "mizu.mp3")
        #expect(try Data(contentsOf: media.appendingPathComponent("mizu.mp3")) == Data("ID3 mizu".utf8))
        #expect(!FileManager.default.fileExists(atPath: media.appendingPathComponent("yama.mp3").path))
    }
}
