import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The Read screen as a learner uses it, with scripted keys: moving by word and line, marking a
/// word known or ignored and undoing it, opening a word's entry, finding text.
@Suite("Read screen")
struct ReaderControllerTests {
    @Test("h/l and w/b move word by word across lines; j and Up move a line")
    func moving() throws {
        let app = try ReaderTestText.app()
        let reader = try ReaderTestText.reader(app)
        #expect(reader.currentToken?.text == "猫")
        app.press("ll")
        #expect(reader.currentToken?.text == "魚")
        app.press("h")
        #expect(reader.currentToken?.text == "が")
        app.press("wwww")
        #expect(reader.currentToken?.text == "私")
        app.press("b")
        #expect(reader.currentToken?.dictionaryForm == "食べる")
        app.press("j")
        #expect(reader.cursor?.line == 1)
        // A blank line has no word: the next line down is the one after it.
        app.press("j")
        #expect(reader.cursor?.line == 3)
        app.press(.up)
        #expect(reader.cursor?.line == 1)
        #expect(app.lines[0].contains("2/4"))
    }

    @Test("k marks a word known: drawn as known, saved as a journal event; u undoes it")
    func markKnownAndUndo() throws {
        let app = try ReaderTestText.app()
        let reader = try ReaderTestText.reader(app)
        app.press("ll")
        let fish = try #require(reader.currentToken)
        let position = try #require(fish.entryPosition)
        let entry = try #require(app.context.dictionary?.entry(at: position))
        #expect(ReaderTestText.role(of: "魚", in: app) == .selection)
        app.press("k")
        #expect(app.context.progress.progress.wordMarks[WordMark.key(ofSequence: entry.sequence)] == .known)
        #expect(app.screen.contains("魚 marked known"))
        // Moved off it, the word is drawn as known, without its reading.
        app.press("l")
        #expect(ReaderTestText.role(of: "魚", in: app) == .readerKnown)
        #expect(!app.screen.contains("魚[さかな]"))
        app.press("u")
        #expect(app.context.progress.progress.wordMarks.isEmpty)
        #expect(ReaderTestText.role(of: "魚", in: app) == .readerNew)
        #expect(app.screen.contains("魚[さかな]"))
        #expect(app.screen.contains("Undone: 魚"))
    }

    @Test("i ignores a word and i again takes the mark away; the coverage follows")
    func ignoreTwice() throws {
        let app = try ReaderTestText.app()
        let reader = try ReaderTestText.reader(app)
        let before = try #require(reader.coverage).words.count
        app.press("i")
        #expect(app.context.progress.progress.wordMarks.values.first == .ignored)
        #expect(try #require(reader.coverage).words.count == before - 1)
        app.press("l")
        #expect(ReaderTestText.role(of: "猫", in: app) == .readerIgnored)
        app.press("hi")
        #expect(app.context.progress.progress.wordMarks.isEmpty)
        #expect(try #require(reader.coverage).words.count == before)
    }

    @Test("Enter opens the word's entry with its inflections named; Esc comes back")
    func openEntry() throws {
        let app = try ReaderTestText.app()
        let reader = try ReaderTestText.reader(app)
        app.press("llll")
        #expect(reader.currentToken?.text == "食べさせられた")
        app.press("\r")
        let detail = try #require(app.application.navigationController.topController as? DetailController)
        #expect(detail.leadLines == ["食べさせられた: 食べる, causative, passive, past"])
        #expect(app.screen.contains("食べさせられた: 食べる, causative, passive, past"))
        #expect(app.screen.contains("to eat"))
        app.press(.escape)
        #expect(app.application.navigationController.topController === reader)
        #expect(reader.currentToken?.text == "食べさせられた")
    }

    @Test("p says the word under the cursor, P the sentence it is in")
    func speech() throws {
        let app = try ReaderTestText.app()
        try app.context.settings.update { $0.audioEnabled = true }
        app.press("/パン\r")
        app.press("p")
        #expect(app.pronouncer.spokenTexts == ["パン"])
        app.press("P")
        #expect(app.pronouncer.spokenTexts.last == "私は毎朝パンを食べています。")
        app.press("?")
        #expect(app.screen.contains("Hear the sentence the word is in"), "\(app.screen)")
    }

    @Test("/ finds text and puts the cursor on it; n goes to the next match; a missing one is said")
    func search() throws {
        let app = try ReaderTestText.app()
        let reader = try ReaderTestText.reader(app)
        app.press("/")
        #expect(app.screen.contains("Find: "))
        app.press("首都\r")
        #expect(reader.currentToken?.text == "首都")
        #expect(app.screen.contains("match 1 of 1"))
        app.press("/食べ\r")
        #expect(reader.cursor?.line == 0)
        #expect(app.screen.contains("match 1 of 2"))
        app.press("n")
        #expect(reader.cursor?.line == 1)
        #expect(app.screen.contains("match 2 of 2"))
        app.press("/犬\r")
        #expect(app.screen.contains("\"犬\" is not in the text"))
        #expect(reader.cursor?.line == 1)
    }

    @Test("r changes which words get readings: none, then all, then new and learning ones")
    func readingsSetting() throws {
        let app = try ReaderTestText.app()
        app.press("k")
        #expect(app.screen.contains("魚[さかな]"))
        #expect(!app.screen.contains("猫[ねこ]"))
        app.press("r")
        #expect(app.context.readerShelf.readings == .none)
        #expect(!app.screen.contains("["))
        app.press("r")
        #expect(app.context.readerShelf.readings == .all)
        #expect(app.screen.contains("猫[ねこ]"))
        #expect(app.screen.contains("食[た]べさせられた"))
        app.press("r")
        #expect(app.context.readerShelf.readings == .unknown)
    }

    @Test("c lists the words that bring the text to 95%; Enter opens one; + adds them all to a deck")
    func wordsToLearn() throws {
        let app = try ReaderTestText.app()
        let reader = try ReaderTestText.reader(app)
        let expected = try #require(reader.coverage).wordsToReach(0.95)
        #expect(!expected.isEmpty)
        #expect(app.screen.contains("c: \(expected.count) words to 95%"))
        app.press("c")
        let list = try #require(app.application.navigationController.topController as? ReaderWordsController)
        #expect(list.words.map(\.entryPosition) == expected.map(\.entryPosition))
        #expect(app.screen.contains(expected[0].dictionaryForm))
        app.press("\r")
        #expect(app.application.navigationController.topController is DetailController)
        let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
        app.press(.escape)
        app.press("+\r")
        #expect(app.application.navigationController.topController === list)
        #expect(app.screen.contains("added \(expected.count) words to Reading"), "\(app.screen)")
        let items = try app.context.userDecks.deck(deck.id).items
        #expect(items.map(\.word) == expected.map(\.dictionaryForm))
        #expect(items.allSatisfy { app.context.progress.progress.srs[$0.id] != nil })
        // Back on the text, the words added are learning: the learner's own items stand for them.
        app.press(.escape)
        #expect(app.application.navigationController.topController === reader)
        let coverage = try #require(reader.coverage)
        let added = coverage.words.filter { word in expected.contains { $0.entryPosition == word.entryPosition } }
        #expect(added.count == expected.count)
        #expect(added.allSatisfy { $0.knowledge == WordKnowledge.learning })
    }

    @Test("The words list shows no reading beside a word written in kana, and at 40 columns leaves the meaning room")
    func wordsListReadingsAndNarrowColumns() throws {
        let text = ReaderText(path: "/texts/news.txt", name: "news.txt", lines: [
            "マグニチュードの大きな地震がありました。", "地震はたくさんありました。",
        ])
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try ReaderTestText.app(text, size: size)
            app.press("c")
            #expect(app.application.navigationController.topController is ReaderWordsController)
            // A long word is cut at 40 columns (the meaning keeps the room); never read again in hiragana.
            #expect(!app.screen.contains("まぐにちゅ"), "\(app.screen)")
            #expect(app.lines.contains { $0.contains(size.width == 40 ? "マグニ" : "マグニチュード") }, "\(app.screen)")
            let many = try #require(app.lines.first { $0.contains("たくさん") }, "\(app.screen)")
            #expect(many.components(separatedBy: "たくさん").count == 2, "\(many)")
            let earthquake = try #require(app.lines.first { $0.contains("地震") }, "\(app.screen)")
            #expect(earthquake.contains("じしん"), "\(earthquake)")
            #expect(earthquake.contains("earthquake"), "\(size): \(earthquake)")
        }
    }

    @Test("In Korean the words list gives a deck word's Korean meaning")
    func wordsListInKorean() throws {
        let app = try ReaderTestText.app(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        app.press("c")
        #expect(app.application.navigationController.topController is ReaderWordsController)
        let fish = try #require(app.lines.first { $0.contains("魚") && $0.contains("さかな") })
        #expect(fish.contains("물고기"), "\(fish)")
        #expect(!fish.contains("fish"), "\(fish)")
    }

    @Test("+ adds the word to a deck with its sentence as the example, and into reviews; a second + says it is in reviews")
    func addWithSentence() throws {
        let app = try ReaderTestText.app()
        let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
        let reader = try ReaderTestText.reader(app)
        app.press("/パン\r")
        #expect(reader.currentToken?.text == "パン")
        app.press("l")
        #expect(ReaderTestText.role(of: "パン", in: app) == .readerNew)
        app.press("h+")
        #expect(app.application.navigationController.topController is DeckPickerController)
        #expect(app.screen.contains("Reading"))
        app.press("\r")
        #expect(app.application.navigationController.topController === reader)
        #expect(app.screen.contains("added パン to Reading"), "\(app.screen)")
        let saved = try app.context.userDecks.deck(deck.id)
        let item = try #require(saved.items.first)
        #expect(item.word == "パン")
        #expect(item.examples.map(\.ja) == ["私は毎朝パンを食べています。"])
        #expect(app.context.progress.progress.srs[item.id] != nil)
        // The item keeps the dictionary entry it came from: the word is drawn as learning at once.
        let position = try #require(reader.currentToken?.entryPosition)
        let entry = try #require(app.context.dictionary?.entry(at: position))
        #expect(item.jmdict == entry.sequence)
        app.press("l")
        #expect(ReaderTestText.role(of: "パン", in: app) == .readerLearning)
        app.press("h")
        app.press("+")
        #expect(app.application.navigationController.topController === reader, "no deck is offered")
        #expect(app.screen.contains("パン is in your reviews already"), "\(app.screen)")
        #expect(try app.context.userDecks.deck(deck.id).items.count == 1)
    }

    @Test("h/l at 40x12 and 80x24 pick each word once, を too: the highlight moves on with every key, forward and back, whatever readings show")
    func wordMovesPickEachWordOnce() throws {
        let text = ReaderText(path: nil, name: "wo.txt", lines: [
            "私は毎朝パンを食べています。彼女は本を読むのが好きです。",
            "手を洗ってから、ご飯を食べましょう。窓を開けてください。",
            "子供たちが公園でボールを蹴っている。日本語を勉強するのは楽しい。",
        ])
        /// The characters drawn in the cursor's role, in screen order.
        func highlighted(_ app: TestApp) -> String {
            var found = ""
            for (y, line) in app.lines.enumerated() {
                var x = 0
                for character in line {
                    if app.terminal.role(at: Point(x: x, y: y)) == .selection { found.append(character) }
                    x += String(character).displayWidth
                }
            }
            return found
        }
        for size in [Size(width: 40, height: 12), Size(width: 80, height: 24)] {
            for readingsPresses in 0..<3 {
                let app = try ReaderTestText.app(text, size: size)
                let reader = try ReaderTestText.reader(app)
                for _ in 0..<readingsPresses { app.press("r") }
                for key in ["l", "h"] {
                    var visited: [String] = []
                    var last = reader.cursor.map { "\($0.line):\($0.token)" }
                    while true {
                        let token = try #require(reader.currentToken)
                        // The highlight is the cursor's word, without its reading.
                        #expect(highlighted(app) == token.text, "\(size.width) \(key): \(highlighted(app)) for \(token.text)")
                        visited.append(token.text)
                        app.press(key)
                        let now = reader.cursor.map { "\($0.line):\($0.token)" }
                        if now == last { break }
                        last = now
                    }
                    #expect(visited.filter { $0 == "を" }.count == 7, "\(size.width) \(key): \(visited)")
                    #expect(zip(visited, visited.dropFirst()).allSatisfy { $0 != $1 || $0 != "を" }, "\(visited)")
                }
            }
        }
    }

    @Test("+ on a word in katakana stores it with its reading as written: コーヒー, not こーひー (English and Korean, 80x24 and 40x12)")
    func addKatakanaWord() throws {
        let text = ReaderText(path: nil, name: "cafe.txt", lines: ["朝はコーヒーを飲みました。"])
        for (environment, added) in [([String: String](), "added コーヒー to Reading"), (["LANG": "ko_KR.UTF-8"], "コーヒー을(를) Reading에 추가함")] {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
                let app = try ReaderTestText.app(text, size: size, localeEnvironment: environment)
                let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
                let reader = try ReaderTestText.reader(app)
                app.press("/コーヒー\r")
                #expect(reader.currentToken?.text == "コーヒー")
                app.press("+")
                #expect(app.application.navigationController.topController is DeckPickerController)
                app.press("\r")
                #expect(app.screen.contains(added), "\(app.screen)")
                let item = try #require(try app.context.userDecks.deck(deck.id).items.first)
                #expect(item.word == "コーヒー" && item.reading == "コーヒー", "\(item.word) \(item.reading)")
                #expect(!app.screen.contains("こーひー"), "\(app.screen)")
            }
        }
    }

    @Test("ていく said short is named on the entry: 持ってく and 持ってった are 持つ, te-form, te iku, contracted (English and Korean)")
    func contractedTeIkuOnEntry() throws {
        let text = ReaderText(path: nil, name: "bag.txt", lines: ["お弁当を持ってく。", "傘を持ってった。"])
        for (environment, first, second) in [
            ([String: String](), "持ってく: 持つ, te-form, going on, or away (te iku), contracted",
             "持ってった: 持つ, te-form, going on, or away (te iku), contracted, past"),
            (["LANG": "ko_KR.UTF-8"], "持ってく: 持つ, て형, 해 가다(ていく), 축약", "持ってった: 持つ, て형, 해 가다(ていく), 축약, 과거"),
        ] {
            let app = try ReaderTestText.app(text, localeEnvironment: environment)
            let reader = try ReaderTestText.reader(app)
            for (word, line) in [("持ってく", first), ("持ってった", second)] {
                app.press("/\(word)\r")
                #expect(reader.currentToken?.text == word, "\(reader.currentToken?.text ?? "-")")
                app.press("\r")
                let detail = try #require(app.application.navigationController.topController as? DetailController)
                #expect(detail.leadLines == [line])
                #expect(app.screen.contains("to hold") || app.screen.contains("들다") || app.screen.contains("가지다"), "\(app.screen)")
                app.press(.escape)
            }
        }
    }

    @Test("+ on a word in reviews from a deck of the app (in the text, or on its entry) says so and adds no second card")
    func addWordInReviews() throws {
        for (environment, message) in [
            ([String: String](), "毎朝 is in your reviews already"),
            (["LANG": "ko_KR.UTF-8"], "毎朝은(는) 이미 복습에 있습니다"),
        ] {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
                let app = try ReaderTestText.app(size: size, localeEnvironment: environment)
                let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
                let morning = try #require(app.context.library.item(withID: "v:毎朝:まいあさ"))
                _ = try app.context.progress.addToReviews([morning.id])
                let reader = try ReaderTestText.reader(app)
                app.press("/毎朝\r")
                #expect(reader.currentToken?.text == "毎朝")
                app.press("+")
                #expect(app.application.navigationController.topController === reader, "no deck is offered")
                #expect(app.screen.contains(message), "\(app.screen)")
                app.press("\r")
                let entry = app.application.navigationController.topController
                #expect(entry !== reader)
                app.press("+")
                #expect(app.application.navigationController.topController === entry, "no deck is offered")
                #expect(app.screen.contains(message), "\(app.screen)")
                #expect(try app.context.userDecks.deck(deck.id).items.isEmpty)
                #expect(app.context.userDecks.decks().decks.allSatisfy { $0.items.isEmpty })
            }
        }
    }

    @Test("An Aozora Bunko book: its ruby drawn as readings, no markup; title page and colophon dimmed, not words, not counted")
    func aozoraBook() throws {
        let book = "今日の話\n山田花子\n\n　今日《こんにち》は猫《ねこ》の話をします。\n底本：「今日の話」架空出版\n入力：テスト\n"
        let text = try ReaderText.decode(Array(book.utf8), path: nil, strings: Strings(.english))
        #expect(text.asideLines == [0, 1, 4, 5])
        let app = try ReaderTestText.app(text)
        let reader = try ReaderTestText.reader(app)
        // The cursor starts on the first word of the text, past the title page.
        #expect(reader.currentToken?.text == "今日" && reader.cursor?.line == 3)
        app.press("l")
        // The text's reading wins over the dictionary's (きょう); the markup never shows.
        #expect(app.screen.contains("今日[こんにち]は猫[ねこ]の話[はなし]をします。"), "\(app.screen)")
        #expect(!app.screen.contains("《") && !app.screen.contains("》"))
        #expect(ReaderTestText.role(of: "今日の話", in: app) == .dim)
        #expect(ReaderTestText.role(of: "底本", in: app) == .dim)
        // Not words: moving up from the text finds none there, and nothing of them is counted.
        app.press(.up)
        app.press(.up)
        #expect(reader.cursor?.line == 3)
        let words = try #require(reader.coverage).words.map(\.dictionaryForm)
        #expect(!words.contains("入力") && !words.contains("出版") && !words.contains("山田"), "\(words)")
        #expect(words.contains("猫"))
        // r: no readings at all, the text's included.
        app.press("r")
        #expect(app.context.readerShelf.readings == .none)
        #expect(app.screen.contains("今日は猫の話をします。"))
    }

    @Test("A word the text reads with its ruby is added and listed with that reading, as mine lists it")
    func rubyReadingMined() throws {
        let book = "　今日《こんにち》は猫《ねこ》の話をします。\n"
        let text = try ReaderText.decode(Array(book.utf8), path: nil, strings: Strings(.english))
        let app = try ReaderTestText.app(text)
        let deck = try app.context.userDecks.createDeck(title: "Aozora", kind: .vocab)
        let reader = try ReaderTestText.reader(app)
        #expect(reader.currentToken?.text == "今日")
        #expect(reader.coverage?.words.first { $0.dictionaryForm == "今日" }?.reading == "こんにち")
        app.press("+\r")
        let item = try #require(try app.context.userDecks.deck(deck.id).items.first)
        #expect(item.word == "今日" && item.reading == "こんにち", "\(item)")
        #expect(item.examples.map(\.ja) == ["今日は猫の話をします。"])
        app.press("c")
        #expect(app.lines.contains { $0.contains("今日") && $0.contains("こんにち") }, "\(app.screen)")
    }

    @Test("Without the dictionary the text is shown as it is, said in the header, and the word keys are off")
    func noDictionary() throws {
        let scratch = TemporaryDirectory()
        let decks = try EveryKeyTests.makeDecks(in: scratch)
        let app = try TestApp(decks: decks)
        app.application.navigationController.push(ReaderController(context: app.context, text: ReaderTestText.story,
                                                                  shelf: app.context.readerShelf))
        app.application.render()
        #expect(app.screen.contains("The dictionary (Decks/dictionary.bin) cannot be opened"))
        #expect(app.screen.contains("猫が魚を食べさせられた。"))
        #expect(!app.lines.last!.contains("known"))
        app.press("k")
        #expect(app.context.progress.progress.wordMarks.isEmpty)
        app.press("/首都\r")
        #expect(app.screen.contains("match 1 of 1"))
    }

    @Test("A long text answers keys before it is cut into words; the header shows how far it got")
    func longText() throws {
        // Lines of three rows each at 80 columns, so a row's line is found among lines of many rows.
        let lines = (0..<600).map { "\($0): " + String(repeating: "私は毎朝パンを食べています。東京は日本の首都です。", count: 3) }
        let app = try ReaderTestText.app(ReaderText(path: nil, name: "long", lines: lines))
        let reader = try ReaderTestText.reader(app)
        #expect(!reader.isSegmented)
        #expect(app.lines[1].contains("reading the text"))
        #expect(reader.currentToken?.text == "私")
        app.press("l")
        #expect(reader.currentToken?.text == "は")
        app.press(.pageDown)
        #expect((reader.cursor?.line ?? 0) > 0)
        app.press(.pageUp)
        #expect(reader.cursor?.line == 0)
        var turns = 0
        while reader.tickInterval != nil {
            app.application.tick()
            turns += 1
        }
        #expect(turns > 1)
        #expect(reader.isSegmented)
        #expect(app.lines[1].contains("you know 0% of the words"))
    }

    @Test("The place in a file is kept: opened again, the cursor is where the learner left it")
    func placeKept() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let file = directory.appendingPathComponent("story.txt")
        try ReaderTestText.story.lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let app = try TestApp(directory: directory.appendingPathComponent("data"))
        // Read, from the main menu: no file yet.
        let menu = try #require(app.application.navigationController.topController as? MainMenuController)
        menu.open(.read)
        app.application.render()
        #expect(app.screen.contains("No file read yet"))
        let text = try ReaderText.read(path: file.path, strings: app.context.strings)
        app.application.navigationController.push(ReaderController(context: app.context, text: text, shelf: app.context.readerShelf))
        app.application.render()
        app.press("/首都\r")
        app.press(.escape)
        #expect(app.context.readerShelf.entry(for: file.path)?.line == 3)
        #expect(app.screen.contains("story.txt"))
        // The list says where the learner got to: line 4 (the place is kept from 0).
        #expect(app.lines.contains { $0.contains("story.txt") && $0.contains("line 4") }, "\(app.screen)")
        app.press("\r")
        let reader = try ReaderTestText.reader(app)
        #expect(reader.currentToken?.text == "首都")
    }

    @Test("Up from the first line selects the figures; Enter there lists the words to learn; Down goes back to the word")
    func enterOnTheFigures() throws {
        for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
            let app = try ReaderTestText.app(size: size)
            let reader = try ReaderTestText.reader(app)
            let toReach = try #require(reader.coverage).wordsToReach(0.95)
            #expect(ReaderTestText.role(of: "猫", in: app) == .selection)
            app.press(.up)
            #expect(reader.isHeaderSelected)
            // The figures are drawn selected, the word no longer.
            #expect(ReaderTestText.role(of: "you know", in: app) == .selection, "\(size)")
            #expect(ReaderTestText.role(of: "c: \(toReach.count) words", in: app) == .selection, "\(size)\n\(app.screen)")
            #expect(ReaderTestText.role(of: "猫", in: app) != .selection)
            // The footer says what Enter does there (where it has the room), and offers no key of a word.
            let footer = try #require(app.lines.last)
            #expect(!footer.contains("k known") && !footer.contains("Enter entry"), "\(footer)")
            if size.width == 80 { #expect(footer.contains("Enter to learn"), "\(footer)") }
            // k has no word to mark up there.
            app.press("k")
            #expect(app.context.progress.progress.wordMarks.isEmpty)
            app.press("\r")
            let list = try #require(app.application.navigationController.topController as? ReaderWordsController)
            #expect(list.words.map(\.entryPosition) == toReach.map(\.entryPosition))
            app.press(.escape)
            #expect(app.application.navigationController.topController === reader)
            app.press(.down)
            #expect(!reader.isHeaderSelected)
            #expect(ReaderTestText.role(of: "猫", in: app) == .selection)
            #expect(reader.currentToken?.text == "猫")
            if size.width == 80 { #expect(app.lines.last?.contains("Enter entry") == true, "\(app.lines.last ?? "")") }
            // Enter on the word opens its entry again.
            app.press("\r")
            #expect(app.application.navigationController.topController is DetailController)
        }
    }

    @Test("Up from the first word of a book, past its title page, selects the figures too")
    func figuresAboveTitlePage() throws {
        let book = "今日の話\n山田花子\n\n　今日《こんにち》は猫《ねこ》の話をします。\n底本：「今日の話」架空出版\n"
        let text = try ReaderText.decode(Array(book.utf8), path: nil, strings: Strings(.english))
        let app = try ReaderTestText.app(text)
        let reader = try ReaderTestText.reader(app)
        app.press(.up)
        #expect(reader.isHeaderSelected)
        #expect(reader.cursor?.line == 3)
        app.press("c")
        #expect(app.application.navigationController.topController is ReaderWordsController)
    }

    @Test("A text with no Japanese word says so in English and Korean, not that the learner knows 100% of it")
    func noJapaneseWords() throws {
        let text = ReaderText(path: nil, name: "notes.txt", lines: ["Hello world. This is English only.", "42"])
        for (environment, message, hundred) in [([String: String](), "no Japanese words in this text", "100%"),
                                                (["LANG": "ko_KR.UTF-8"], "이 글에는 일본어 단어가 없습니다", "100%")] {
            for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
                let app = try ReaderTestText.app(text, size: size, localeEnvironment: environment)
                #expect(app.screen.contains(message), "\(app.screen)")
                #expect(!app.screen.contains(hundred), "\(app.screen)")
                #expect(!app.screen.contains("c: "), "\(app.screen)")
                app.press("c")
                #expect(app.application.navigationController.topController is ReaderController)
                #expect(app.lines[app.lines.count - 2].contains(message), "\(app.screen)")
            }
        }
    }

    @Test("A short text opened again at a later line shows from its start, the cursor where it was left")
    func shortTextReopenedShowsItAll() throws {
        let scratch = TemporaryDirectory()
        let directory = scratch.url
        let app = try TestApp(directory: directory)
        let story = ReaderTestText.story
        try app.context.readerShelf.note(try #require(story.path), line: 3, column: 0, at: app.context.now)
        app.application.navigationController.push(ReaderController(context: app.context, text: story, shelf: app.context.readerShelf))
        app.application.render()
        let reader = try ReaderTestText.reader(app)
        #expect(reader.currentToken?.text == "東京")
        #expect(app.screen.contains("猫[ねこ]が"), "\(app.screen)")
        #expect(app.screen.contains("私[わたし]は"), "\(app.screen)")
        #expect(ReaderTestText.role(of: "東京", in: app) == .selection)
    }

    @Test("+ in the words list adds only the new words (a word in reviews gets no second card), then says there are none left")
    func addAllNewOnly() throws {
        for (environment, added, none) in [
            ([String: String](), { (n: Int) in "added \(n) words to Reading" }, "Every word listed is in your reviews already"),
            (["LANG": "ko_KR.UTF-8"], { (n: Int) in "Reading에 \(n)단어를 추가했습니다" }, "목록의 단어는 모두 이미 복습에 있습니다"),
        ] {
            let app = try ReaderTestText.app(localeEnvironment: environment)
            let deck = try app.context.userDecks.createDeck(title: "Reading", kind: .vocab)
            // 毎朝 is in reviews from its N5 deck: learning.
            let morning = try #require(app.context.library.item(withID: "v:毎朝:まいあさ"))
            _ = try app.context.progress.addToReviews([morning.id])
            let reader = try ReaderTestText.reader(app)
            // 猫, the first word, goes in on its own first.
            #expect(reader.currentToken?.text == "猫")
            app.press("+\r")
            app.press("c")
            let list = try #require(app.application.navigationController.topController as? ReaderWordsController)
            #expect(list.words.first { $0.dictionaryForm == "毎朝" }?.knowledge == .learning)
            #expect(list.words.first { $0.dictionaryForm == "猫" }?.knowledge == .learning)
            let new = list.words.filter { $0.knowledge == .new }
            #expect(new.count > 2)
            let word = try #require(new.last)
            #expect(ReaderTestText.role(of: word.dictionaryForm, in: app) == .readerNew)
            app.press("+\r")
            #expect(app.screen.contains(added(new.count)), "\(app.screen)")
            let items = try app.context.userDecks.deck(deck.id).items.map(\.word)
            #expect(!items.contains("毎朝"), "\(items)")
            #expect(items.filter { $0 == "猫" }.count == 1, "\(items)")
            #expect(items.count == new.count + 1, "\(items)")
            // Drawn as learning at once; and nothing is left to add.
            #expect(list.words.allSatisfy { $0.knowledge == .learning })
            #expect(ReaderTestText.role(of: word.dictionaryForm, in: app) == .readerLearning, "\(app.screen)")
            app.press("+")
            #expect(app.application.navigationController.topController === list)
            #expect(app.screen.contains(none), "\(app.screen)")
        }
    }
}
