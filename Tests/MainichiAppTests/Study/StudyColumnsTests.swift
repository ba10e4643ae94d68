import Foundation
import MainichiCore
import TerminalUI
import Testing
@testable import MainichiApp

/// Study-list columns sized from the rows shown: Japanese columns get what they need (up to a
/// cap), the meaning the rest.
@Suite("Study list columns")
struct StudyColumnsTests {
    /// Opens a day's list straight on the stack.
    static func open(_ app: TestApp, _ key: DayKey) throws -> StudyListController {
        let items = try app.context.library.items(for: key)
        let list = StudyListController(context: app.context, title: "Day \(key.day)", kind: key.kind!,
                                       items: Array(items), day: key, source: .day)
        app.application.navigationController.push(list)
        app.press("RM")
        return list
    }

    @Test("At 80 columns a kanji list labels Kanji and Strokes, and Meaning keeps real room beside long kun readings")
    func kanjiAt80() throws {
        let app = try TestApp(size: Size(width: 80, height: 24))
        let list = try Self.open(app, DayKey(kind: .kanji, level: .n5, day: 1))
        let header = app.lines[1]
        #expect(header.trimmingCharacters(in: .whitespaces).hasPrefix("Kanji"))
        #expect(header.trimmingCharacters(in: .whitespaces).hasSuffix("Strokes"))
        // The stroke counts take two cells; "Strokes" reaches left over the meaning's header.
        let meaningStart = header.distance(from: header.startIndex, to: try #require(header.range(of: "Meaning")).lowerBound)
        let meaningWidth = 80 - 2 - StudyColumns.spacing - meaningStart
        #expect(meaningWidth >= 22, "\(header)")
        for kanji in list.items.compactMap(\.kanji) {
            let row = try #require(app.lines.first { $0.contains(" " + kanji.kanji + "  ") })
            #expect(row.hasSuffix(" \(kanji.strokes)"))
            #expect(row.displayWidth == 80)
            // A cut meaning runs up to the stroke count: no idle cells between them.
            if !row.contains(kanji.meanings.joined(separator: "; ")), let cut = row.range(of: ">", options: .backwards) {
                #expect(row[cut.upperBound...].count <= StudyColumns.spacing + 2, "\(row)")
            }
        }
    }

    @Test("At 160 columns the Kun column takes the room the meanings do not need: a kun reading is cut only past 48 cells")
    func kanjiAt160() throws {
        let app = try TestApp(size: Size(width: 160, height: 48))
        for day in 1...3 {
            let list = try Self.open(app, DayKey(kind: .kanji, level: .n5, day: day))
            for item in list.items {
                guard let kanji = item.kanji else { continue }
                list.selectItem(withID: kanji.id)
                app.application.render()
                let row = try #require(app.lines.first { $0.contains(" " + kanji.kanji + "  ") })
                let header = app.lines[1]
                let kunStart = try #require(header.range(of: "Kun")).lowerBound
                let meaningStart = try #require(header.range(of: "Meaning")).lowerBound
                let kunWidth = header[kunStart..<meaningStart].count - StudyColumns.spacing
                let kunWhole = kanji.kunyomi.isEmpty || row.contains(KanjiRowReadings.text(kanji.rankedKunyomi))
                #expect(kunWhole || kunWidth >= 48, "\(kanji.kanji) kun cut in \(kunWidth) cells: \(row)")
            }
            app.press("\u{1B}")
        }
    }

    @Test("At 160 columns the header says Strokes; at 40 there is no stroke column")
    func strokesHeader() throws {
        let wide = try TestApp(size: Size(width: 160, height: 30))
        _ = try Self.open(wide, DayKey(kind: .kanji, level: .n5, day: 1))
        #expect(wide.lines[1].hasSuffix("Strokes"))
        let narrow = try TestApp(size: Size(width: 40, height: 12))
        _ = try Self.open(narrow, DayKey(kind: .kanji, level: .n5, day: 1))
        #expect(!narrow.lines[1].contains("St"))
        #expect(narrow.lines[1].contains("Meaning"))
    }

    @Test("An example word's level sits between its reading and its meaning")
    func exampleLevel() throws {
        let app = try TestApp(size: Size(width: 80, height: 24))
        let list = try Self.open(app, DayKey(kind: .kanji, level: .n5, day: 1))
        list.tableView.expandRow(0)
        app.application.render()
        let kanji = try #require(list.items[0].kanji)
        let example = try #require(kanji.examples.first { $0.level != nil })
        let row = try #require(app.lines.first { $0.contains(" " + example.word + " ") && $0.contains(example.reading) })
        let level = try #require(example.level?.displayName)
        #expect(row.contains(level + "  " + example.meaning.prefix(6)), "\(row)")
    }

    @Test("At 80 columns long katakana words of N1 Day 63 are whole in Word and Reading")
    func longKatakana() throws {
        let app = try TestApp(size: Size(width: 80, height: 24))
        let list = try Self.open(app, DayKey(kind: .vocab, level: .n1, day: 63))
        let longest = try #require(list.items.compactMap(\.vocab).max { $0.word.displayWidth < $1.word.displayWidth })
        list.selectItem(withID: longest.id)
        app.application.render()
        let row = try #require(app.lines.first { $0.contains(longest.word + " ") })
        #expect(row.contains(longest.word + "  "))
        #expect(row.contains(longest.reading))
        // Meaning starts at the same column in every row and keeps real room.
        let meaningStart = try #require(app.lines[1].range(of: "Meaning")).lowerBound
        #expect(app.lines[1][..<meaningStart].count <= 80 - 24)
    }

    @Test("A word written in kana is not repeated in the Reading column; a word in kanji shows its reading")
    func kanaWordsShowNoReading() throws {
        let app = try TestApp(size: Size(width: 80, height: 24))
        let list = try Self.open(app, DayKey(kind: .vocab, level: .n5, day: 1))
        let words = list.items.compactMap(\.vocab)
        let kana = try #require(words.first { $0.reading == $0.word })
        let kanji = try #require(words.first { $0.reading != $0.word })
        for word in [kana, kanji] {
            list.selectItem(withID: word.id)
            app.application.render()
            let row = try #require(app.lines.first { $0.contains(" " + word.word + " ") })
            let count = row.components(separatedBy: word.reading).count - 1
            #expect(count == 1, "\(word.word): \(row)")
        }
    }

    @Test("Fitting shrinks the widest Japanese column first and keeps the meaning some room")
    func fit() {
        #expect(StudyColumns.fit(natural: [20, 32], caps: [24, 32], meaning: 40, room: 63) == [20, 32])
        #expect(StudyColumns.fit(natural: [10, 30], caps: [24, 32], meaning: 40, room: 30) == [10, 10])
        #expect(StudyColumns.fit(natural: [10, 30], caps: [24, 32], meaning: 40, room: 120) == [10, 30])
        #expect(StudyColumns.fit(natural: [6, 8], caps: [24, 24], meaning: 5, room: 30) == [6, 8])
        #expect(StudyColumns.fit(natural: [40], caps: [24], meaning: 100, room: 200) == [24])
    }
}
