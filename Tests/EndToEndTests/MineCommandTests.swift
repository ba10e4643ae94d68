import Foundation
import MainichiCore
import TestSupport
import Testing

/// `mainichi mine`: the words of a text the learner does not know yet, from the real binary.
@Suite("mainichi mine")
struct MineCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let text = "昨日、友達と映画を見ました。とても面白かったです。\n私は毎朝パンを食べています。猫は食べさせられなかった。\n"

    private func run(_ arguments: [String], data: URL, input: URL? = nil) throws -> ProcessResult {
        try ProcessResult.run(try MainichiBinary.path(), arguments + ["--data-dir", data.path],
                              environment: ["MAINICHI_DECKS": SearchCommandTests.decks, "LANG": "C.UTF-8"], input: input)
    }

    /// A fixture of the reader's tests (Tests/MainichiCoreTests/Reading/Fixtures).
    private func readingFixture(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("MainichiCoreTests/Reading/Fixtures/" + name)
    }

    private func fixture() throws -> (file: URL, data: URL) {
        let root = scratch.freshDirectory("root")
        let file = root.appendingPathComponent("text.txt")
        try Self.text.write(to: file, atomically: true, encoding: .utf8)
        return (file, root.appendingPathComponent("data"))
    }

    @Test("Lists the words not known, most frequent first, one a line, each with its reading and first sentence")
    func listsUnknownWords() throws {
        let (file, data) = try fixture()
        let result = try run(["mine", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("You know 0% of the") == true, "\(lines)")
        // 食べる comes twice (食べています, 食べさせられなかった): first, under its dictionary form.
        let eat = try #require(lines.first { $0.hasPrefix("食べる") })
        #expect(eat.contains("たべる") && eat.contains("私は毎朝パンを食べています。"), "\(eat)")
        #expect(lines.firstIndex(of: eat) == lines.firstIndex { $0.hasPrefix("食べる") })
        #expect(lines.contains { $0.hasPrefix("面白い") }, "面白かった is listed as 面白い")
        #expect(!lines.contains { $0.hasPrefix("です ") || $0.hasPrefix("は ") }, "grammar is left out: \(lines)")
    }

    @Test("Grammar after a word is not listed as a word to learn: でした is not する, いる after 読んで is no word")
    func grammarAfterWords() throws {
        let (file, data) = try fixture()
        try "試験は大変でした。兄は本を読んでいた。\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try run(["mine", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let words = result.standardOutput.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(words.contains("大変") && words.contains("読む"), "\(result.standardOutput)")
        #expect(!words.contains("する") && !words.contains("いる"), "\(result.standardOutput)")
    }

    @Test("--json gives each word's knowledge from the learner's progress; --coverage prints only the figures")
    func jsonAndCoverage() throws {
        let (file, data) = try fixture()
        let store = try ProgressStore(directory: data)
        try store.toggleBookmark("v:食べる:たべる")
        store.close()
        let result = try run(["mine", "--json", "--known", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let objects = try result.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let eat = try #require(objects.first { $0["word"] as? String == "食べる" })
        #expect(eat["knowledge"] as? String == "learning")
        #expect(eat["count"] as? Int == 2)
        let coverage = try run(["mine", "--coverage", file.path], data: data)
        #expect(coverage.standardOutput.split(separator: "\n").count == 2, "\(coverage.standardOutput)")
    }

    @Test("In Korean the figures are Korean and a deck word's meaning is its Korean one")
    func korean() throws {
        let (file, data) = try fixture()
        let result = try run(["--lang", "ko", "mine", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("이 글의 단어") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("友達") && $0.contains("친구") }, "\(lines)")
    }

    @Test("A missing file and a file in no encoding it reads are named in a clear error, in Korean too")
    func badInput() throws {
        let (file, data) = try fixture()
        let missing = try run(["mine", file.path + ".nope"], data: data)
        #expect(missing.status == 1)
        #expect(missing.standardError == "mainichi: \(file.path).nope: no such file\n")
        try Data("一行目\n".utf8 + [0x80, 0xFF, 0x0A]).write(to: file)
        let binary = try run(["mine", file.path], data: data)
        #expect(binary.status == 1)
        #expect(binary.standardError.contains("\(file.path): line 2 is not UTF-8, Shift_JIS or EUC-JP text"), "\(binary.standardError)")
        let korean = try run(["--lang", "ko", "mine", "-"], data: data, input: file)
        #expect(korean.standardError.contains("표준 입력: 2행이 UTF-8, Shift_JIS, EUC-JP 글이 아닙니다"), "\(korean.standardError)")
    }

    @Test("Shift_JIS and EUC-JP files, an Aozora Bunko book and subtitles are read")
    func encodingsAndFormats() throws {
        let (_, data) = try fixture()
        for name in ["news-shift_jis.txt", "news-euc-jp.txt"] {
            let result = try run(["mine", readingFixture(name).path], data: data)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(result.standardOutput.contains("気象庁によると、今年は去年より五日早く咲きました。"), "\(name)")
        }
        let book = try run(["mine", "-"], data: data, input: readingFixture("neko-aozora.txt"))
        let lines = book.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("猫") }, "\(lines)")
        #expect(!book.standardOutput.contains("わがはい》") && !book.standardOutput.contains("底本"), "\(lines)")
        // The colophon (底本：..., 入力：...) and the author's name are about the book: not mined.
        #expect(!lines.contains { $0.hasPrefix("入力") || $0.hasPrefix("夏目") || $0.hasPrefix("漱石") }, "\(lines)")
        let episode = try run(["mine", readingFixture("episode.srt").path], data: data)
        #expect(episode.standardOutput.contains("映画を見に行きましょう。") && !episode.standardOutput.contains("-->"))
    }

    @Test("Aozora ruby reads the words, from a file or standard input: 今日《こんにち》 is こんにち, and --add keeps it")
    func aozoraRuby() throws {
        let (file, data) = try fixture()
        try "　今日《こんにち》は生物《なまもの》を食《た》べさせられた。\n".write(to: file, atomically: true, encoding: .utf8)
        for arguments in [["mine", file.path], ["mine", "-"]] {
            let result = try run(arguments, data: data, input: file)
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            let today = try #require(lines.first { $0.hasPrefix("今日") }, "\(lines)")
            #expect(today.contains("こんにち") && !today.contains("きょう"), "\(arguments): \(today)")
            // Another entry of the same word that has the text's reading: raw food, not a creature.
            let food = try #require(lines.first { $0.hasPrefix("生物") }, "\(lines)")
            #expect(food.contains("なまもの") && food.contains("raw food"), "\(food)")
            #expect(lines.contains { $0.hasPrefix("食べる") && $0.contains("たべる") }, "\(lines)")
        }
        let json = try run(["mine", "--json", "-"], data: data, input: file)
        #expect(json.standardOutput.contains("\"reading\":\"こんにち\""), "\(json.standardOutput)")
        let added = try run(["mine", "--add", "Aozora", "-"], data: data, input: file)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("+ 今日") && added.standardOutput.contains("こんにち"), "\(added.standardOutput)")
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: data.appendingPathComponent("decks/aozora.json")))
                                as? [String: Any])
        let items = try #require(deck["items"] as? [[String: Any]])
        #expect(items.first { $0["word"] as? String == "今日" }?["reading"] as? String == "こんにち", "\(items)")
    }

    @Test("mine --add Anime < episode.srt: the new words go into the deck with their sentences and into reviews, once")
    func addToDeck() throws {
        let (_, data) = try fixture()
        let episode = readingFixture("episode.srt")
        let result = try run(["mine", "--add", "Anime"], data: data, input: episode)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Added ") == true && lines.first?.contains("to Anime (anime, a new deck)") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("  + 映画") && $0.contains("えいが") }, "\(lines)")
        // Word, reading and meaning stand in columns: every meaning starts at the same column.
        let meaningColumns = Set(lines.filter { $0.hasPrefix("  + ") }.map { line in
            line.dropFirst(4).prefix { !$0.isASCII || $0 == " " }.reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
        })
        #expect(meaningColumns.count == 1, "\(lines)")
        let deckFile = data.appendingPathComponent("decks/anime.json")
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: deckFile)) as? [String: Any])
        let items = try #require(deck["items"] as? [[String: Any]])
        let movie = try #require(items.first { $0["word"] as? String == "映画" })
        #expect((movie["examples"] as? [[String: String]])?.first?["ja"] == "映画を見に行きましょう。")
        let added = items.count
        #expect(lines.contains("They are in your reviews now (\(added) new cards)."), "\(lines)")
        // In reviews: each item has a card in the progress.
        let store = try ProgressStore(directory: data)
        let ids = items.compactMap { $0["id"] as? String }
        #expect(ids.allSatisfy { store.progress.srs[$0] != nil })
        store.close()
        // Again, in Korean: nothing doubled.
        let again = try run(["--lang", "ko", "mine", "--add", "anime", episode.path], data: data)
        #expect(again.status == 0, "\(again.standardError)")
        // The words added are studied now (the items keep their dictionary entries): none is new.
        #expect(again.standardOutput.contains("Anime(anime)에 넣은 새 단어가 없습니다.")
                && again.standardOutput.contains("이미 학습 중이거나 아는 단어 \(added)개는 뺐습니다."), "\(again.standardOutput)")
        let reread = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: deckFile)) as? [String: Any])
        #expect((reread["items"] as? [[String: Any]])?.count == added)
    }

    @Test("After mine --add Test, mine lists the words added no more: they are studied (learning), counted as such")
    func addedWordsAreStudied() throws {
        let (file, data) = try fixture()
        let before = try run(["mine", file.path], data: data)
        let listed = before.standardOutput.split(separator: "\n").map(String.init)
        #expect(listed.contains { $0.hasPrefix("映画") }, "\(listed)")
        let add = try run(["mine", "--add", "Test", "--limit", "3", file.path], data: data)
        #expect(add.status == 0, "\(add.standardError)")
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: data.appendingPathComponent("decks/test.json")))
                                as? [String: Any])
        let items = try #require(deck["items"] as? [[String: Any]])
        let words = items.compactMap { $0["word"] as? String }
        #expect(words.count == 3, "\(add.standardOutput)")
        // Each item keeps the dictionary entry it came from.
        #expect(items.allSatisfy { ($0["jmdict"] as? Int ?? 0) > 0 }, "\(items)")
        let after = try run(["mine", file.path], data: data)
        #expect(after.status == 0, "\(after.standardError)")
        let lines = after.standardOutput.split(separator: "\n").map(String.init)
        for word in words {
            #expect(!lines.contains { $0.hasPrefix(word + " ") }, "\(word) is listed again: \(lines)")
        }
        #expect(lines.contains("3 words you are studying are not listed (--known lists every word)."), "\(lines)")
        let json = try run(["mine", "--json", "--known", file.path], data: data)
        let objects = try json.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        for word in words {
            #expect(objects.first { $0["word"] as? String == word }?["knowledge"] as? String == "learning", "\(word)")
        }
        // --known lists them with how well they are known.
        let all = try run(["mine", "--known", file.path], data: data).standardOutput.split(separator: "\n").map(String.init)
        #expect(all.contains { $0.hasPrefix(words[0] + " ") && $0.contains(" learning ") }, "\(all)")
    }

    @Test("mine with nothing piped in says it reads the text typed at the terminal, then lists its words after Ctrl-D")
    func typedAtTheTerminal() throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let data = session.directory.appendingPathComponent("data")
        try session.type("MAINICHI_DECKS=\(shellQuoted(SearchCommandTests.decks)) \(shellQuoted(try MainichiBinary.path())) "
                         + "--data-dir \(shellQuoted(data.path)) mine; echo 'mine exited'")
        try session.waitForText("Reading the text from standard input: paste or type it, then press Ctrl-D")
        try session.paste("猫が魚を食べた。\n")
        try session.press("C-d")
        let screen = try session.waitForText("mine exited")
        #expect(screen.contains("食べる") && screen.contains("猫が魚を食べた。"), "\(screen)")
    }

    @Test("--add while the app holds the data directory is refused, and nothing is written")
    func addLocked() throws {
        let (file, data) = try fixture()
        let store = try ProgressStore(directory: data)
        defer { store.close() }
        let result = try run(["mine", "--add", "Anime", file.path], data: data)
        #expect(result.status == 1)
        #expect(result.standardError.contains("quit"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("decks/anime.json").path))
    }

    @Test("--json --coverage prints the figures as one JSON object, not the words")
    func jsonCoverage() throws {
        let (file, data) = try fixture()
        let text = try run(["mine", "--coverage", file.path], data: data)
        let result = try run(["mine", "--json", "--coverage", file.path], data: data)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(result.standardOutput)")
        let figures = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let words = try #require(figures["words"] as? Int)
        #expect(text.standardOutput.contains("of the \(words) words here"), "\(text.standardOutput)")
        #expect(figures["knownPercent"] as? Int == 0 && figures["knownRunningPercent"] as? Int == 0 && figures["goal"] as? Int == 95)
        let toReach = try #require(figures["wordsToReach"] as? [String])
        #expect(toReach.contains("映画") && text.standardOutput.contains(toReach.joined(separator: " ")), "\(toReach)")
    }

    @Test("In a terminal 40 columns wide, mine and mine --add fit every line to it (cut or wrapped), in English and Korean")
    func fitsANarrowTerminal() throws {
        let (_, data) = try fixture()
        let episode = readingFixture("episode.srt")
        for (run, (language, arguments)) in [("en", "mine"), ("ko", "mine --known"), ("en", "mine --add Anime"),
                                             ("ko", "mine --add Anime")].enumerated() {
            let session = try TmuxSession(width: 40, height: 60)
            defer { session.kill() }
            let script = session.directory.appendingPathComponent("m.sh")
            // A data directory of its own each time: the words are new to every --add.
            try ("clear; MAINICHI_DECKS=\(shellQuoted(SearchCommandTests.decks)) \(shellQuoted(try MainichiBinary.path())) "
                 + "--lang \(language) --data-dir \(shellQuoted(data.path + "\(run)")) \(arguments) < \(shellQuoted(episode.path)); "
                 + "echo 'mine'' exited'\n").write(to: script, atomically: true, encoding: .utf8)
            try session.type("sh \(shellQuoted(script.path))")
            try session.waitForLine("mine exited")
            let lines = try session.joinedScreen().split(separator: "\n").map(String.init)
            let output = lines.prefix { $0.trimmingCharacters(in: .whitespaces) != "mine exited" }
            #expect(output.count > 5, "\(lines)")
            for line in output {
                let width = line.reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
                #expect(width <= 40, "\(arguments) (\(language)): a line ran over the terminal's width: \(line)")
            }
            #expect(output.contains { $0.hasPrefix(arguments.contains("--add") ? "  + 映画" : "映画") }, "\(lines)")
        }
    }

    @Test("A word written in katakana is printed without a reading in hiragana: コーヒー, never こーひー; --json keeps コーヒー")
    func katakanaWordsKeepTheirKana() throws {
        let (file, data) = try fixture()
        try "朝はコーヒーを飲みました。\n".write(to: file, atomically: true, encoding: .utf8)
        for language in ["en", "ko"] {
            let result = try run(["--lang", language, "mine", file.path], data: data)
            #expect(result.status == 0, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("コーヒー") }, "\(lines)")
            #expect(!result.standardOutput.contains("こーひー"), "\(result.standardOutput)")
            // A word in kanji keeps its reading.
            #expect(lines.contains { $0.hasPrefix("飲む") && $0.contains("のむ") }, "\(lines)")
        }
        let json = try run(["mine", "--json", file.path], data: data)
        let objects = try json.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(objects.first { $0["word"] as? String == "コーヒー" }?["reading"] as? String == "コーヒー", "\(json.standardOutput)")
        let added = try run(["mine", "--add", "Cafe", file.path], data: data)
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.standardOutput.contains("  + コーヒー") && !added.standardOutput.contains("こーひー"), "\(added.standardOutput)")
        // The item keeps the reading as the word is written, as the Read screen's + stores it.
        let deck = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: data.appendingPathComponent("decks/cafe.json"))) as? [String: Any])
        let coffee = try #require((deck["items"] as? [[String: Any]])?.first { $0["word"] as? String == "コーヒー" })
        #expect(coffee["reading"] as? String == "コーヒー", "\(coffee)")
    }
}
