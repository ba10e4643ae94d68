import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite("Korean library")
struct KoreanLibraryTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    func file(_ text: String) throws -> URL {
        let url = scratch.fresh("korean").appendingPathExtension("txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("Kanji readings, cognates and false friends are read from their records")
    func records() throws {
        let library = KoreanLibrary(url: try file("""
            # comment
            K\t学\t學\t배울 학
            K\t楽\t樂\t즐길 락; 풍류 악
            W\t電話\t電話\t전화
            F\t勉強\t면강\tJapanese: to study
            J\t働
            """))
        #expect(library.reading(for: "学") == KoreanReading(form: "學", readings: ["배울 학"]))
        #expect(library.reading(for: "楽")?.readings == ["즐길 락", "풍류 악"])
        #expect(library.cognate(for: "電話") == .word(hanja: "電話", hangul: "전화"))
        #expect(library.cognate(for: "勉強") == .falseFriend(hangul: "면강", reason: "Japanese: to study"))
        #expect(library.cognate(for: "学校") == nil)
        #expect(library.isMadeInJapan("働"))
        #expect(library.reading(for: "働") == nil)
        #expect(!library.isMadeInJapan("学"))
        #expect(library.warnings.isEmpty)
    }

    @Test("A malformed line is skipped with a warning naming file and line; control characters are stripped")
    func malformed() throws {
        let url = try file("K\t学\t學\n W\t電話\t電話\t\u{1B}[31m전화\n")
        let library = KoreanLibrary(url: url)
        #expect(library.reading(for: "学") == nil)
        #expect(library.warnings.count == 2)
        #expect(library.warnings.first?.hasPrefix("\(url.lastPathComponent): line 1:") == true)
        let clean = KoreanLibrary(url: try file("W\t電話\t電話\t\u{1B}[31m전화\n"))
        #expect(clean.cognate(for: "電話") == .word(hanja: "電話", hangul: "전화"))
    }

    @Test("A missing file gives no readings")
    func missing() {
        let library = KoreanLibrary(url: URL(fileURLWithPath: "/nonexistent/korean.txt"))
        #expect(library.reading(for: "学") == nil)
        #expect(library.kanjiCount == 0)
    }

    @Test("The bundled file reads cleanly, marks every deck kanji without a reading as made in Japan, and covers 95% of the rest")
    func coverage() throws {
        let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")
        let library = KoreanLibrary(decksDirectory: decks)
        let deckLibrary = try DeckLibrary(directory: decks)
        var total = 0, covered = 0
        var unaccounted: [String] = []
        for summary in deckLibrary.summaries(of: .kanji) {
            for item in try deckLibrary.deck(id: summary.deckID).items {
                guard let kanji = item.kanji, !library.isMadeInJapan(kanji.kanji) else { continue }
                total += 1
                if library.reading(for: kanji.kanji) != nil { covered += 1 } else { unaccounted.append(kanji.kanji) }
            }
        }
        #expect(library.warnings.isEmpty)
        #expect(total > 0)
        #expect(Double(covered) / Double(total) >= 0.95)
        #expect(unaccounted.isEmpty, "deck kanji with neither a Korean reading nor a kokuji mark: \(unaccounted.joined())")
    }
    @Test("The cognates the search index reads alone are the library's, a later false friend taking a word back")
    func wordCognates() throws {
        let text = """
            # comment
            K\t学\t學\t배울 학
            W\t電話\t電話\t\u{1B}[31m전화
            W\t勉強\t勉強\t면강
            F\t勉強\t면강\tJapanese: to study
            W\t約束\t約束
            \u{7}W\t約束\t約束\t약속
            W\t写真\t寫眞\t사진\r
            #\u{301}W\t時間\t時間\t시간
            """
        for contents in [text, text.replacingOccurrences(of: "\r", with: "")] {
            let url = try file(contents)
            let library = KoreanLibrary(url: url)
            let cognates = KoreanLibrary.wordCognates(contentsOf: url)
            for word in ["電話", "勉強", "約束", "写真", "時間", "学"] {
                var expected: String?
                if case .word(_, let hangul)? = library.cognate(for: word) { expected = hangul }
                #expect(cognates[word] == expected, "\(word)")
            }
            #expect(cognates["電話"] == "전화" && cognates["勉強"] == nil && cognates["約束"] == "약속")
        }
        let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Decks")
        let bundled = KoreanLibrary(decksDirectory: decks)
        let cognates = KoreanLibrary.wordCognates(contentsOf: decks.appendingPathComponent("korean.txt"))
        #expect(cognates.count > 2_000)
        for (word, hangul) in cognates {
            guard case .word(_, let expected)? = bundled.cognate(for: word), expected == hangul else {
                Issue.record("\(word): \(hangul) is not the library's cognate")
                continue
            }
        }
    }
}
