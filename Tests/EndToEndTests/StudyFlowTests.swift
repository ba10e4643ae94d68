import Foundation
import MainichiCore
import TestSupport
import Testing

/// The real study app in a real terminal: a day's lesson from the first run to a relaunch that
/// remembers it, the lock on the data directory, and resizing.
///
/// Each test runs `mainichi --data-dir <a fresh temporary directory>` on the bundled decks in a
/// tmux pane of its own, sends keys as a person types them and reads the screen back.
@Suite("The study app in a terminal", .serialized)
struct StudyFlowTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    /// The question numbers (from 1) answered wrongly on purpose in the day's test.
    static let wrongQuestions: Set<Int> = [4, 13]

    // MARK: - The day's lesson

    @Test("""
        First run: welcome, N5 Day 1, reveal a reading, bookmark, test (18/20), retest the two wrong, quit; \
        a relaunch shows the bookmark, the day's best score and the next day
        """)
    func studyTestRetestAndRelaunch() throws {
        let words = try VocabularyDeck(level: "n5").words(ofDay: 1)
        try #require(words.count == 20)
        let dataDirectory = try Self.makeDataDirectory(in: scratch)
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let today = Self.today()

        // First run: the welcome screen, once.
        let menu = try openMenuOnFirstRun(in: session, dataDirectory: dataDirectory)
        #expect(Self.menuStatus("Vocabulary", in: menu) == "N5 Day 1 next")
        #expect(Self.menuStatus("Bookmarks", in: menu)?.hasPrefix("none yet") == true)

        // Vocabulary › N5 › Day 1.
        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        try session.press("Enter")
        let days = try waitForTitle("Mainichi › Vocabulary › N5", in: session)
        #expect(Self.row(startingWith: "Day 1 ", in: days) != nil)
        try session.press("Enter")
        let list = try waitForTitle("Mainichi › Vocabulary › N5 › Day 1", in: session)
        // The first word written with kanji (a kana word shows its reading as the word itself), and
        // another word of the day to compare with.
        let firstIndex = words.firstIndex { $0.word != $0.reading } ?? 0
        let first = words[firstIndex]
        let other = words[firstIndex == 0 ? 1 : 0]
        // Readings and meanings start hidden.
        #expect(!list.contains(first.reading))
        #expect(Self.studyRow(of: first.word, in: list)?.fields == [first.word, "....", "...."])

        // r reveals the word's reading in its own row, under the Reading header.
        for _ in 0..<firstIndex { try session.press("j") }
        try session.press("r")
        let revealed = try session.waitForText(first.reading)
        let readingRow = try #require(ScreenText.line(containing: first.reading, in: revealed))
        #expect(Self.studyRow(of: first.word, in: revealed)?.fields == [first.word, first.reading, "...."],
                "the reading is not in its word's row: \(readingRow)")
        let header = try #require(ScreenText.line(containing: "Reading", in: revealed))
        #expect(ScreenText.column(of: first.reading, in: readingRow) == ScreenText.column(of: "Reading", in: header))
        #expect(readingRow.hasSuffix("...."), "the meaning should still be hidden: \(readingRow)")
        // A word written in kana shows no reading of its own (it would repeat the word).
        #expect(Self.studyRow(of: other.word, in: revealed)?.fields
                == (other.reading == other.word ? [other.word, "...."] : [other.word, "....", "...."]))

        // b bookmarks it: the status line says so and the row carries the mark.
        try session.press("b")
        let bookmarked = try session.waitForText("\(first.word) bookmarked")
        #expect(Self.studyRow(of: first.word, in: bookmarked)?.isBookmarked == true)
        #expect(Self.studyRow(of: other.word, in: bookmarked)?.isBookmarked == false)

        // t: a multiple-choice test of the day, two answers wrong on purpose.
        try session.press("t")
        var askedWrong: [String] = []
        for number in 1...20 {
            let question = try waitForQuestion(number, of: 20, in: session)
            let word = try #require(words.first { $0.word == question.headword },
                                    "question \(number) asks about \(question.headword), not a Day 1 word")
            let right = try #require(question.options.first { word.isMeaning($0.text) },
                                     "no option is the meaning of \(word.word): \(question.options)")
            let answersWrongly = Self.wrongQuestions.contains(number)
            let choice = answersWrongly ? try #require(question.options.first { $0.number != right.number }) : right
            try session.press("\(choice.number)")
            let feedback = try session.waitForScreen("the verdict on question \(number)") {
                $0.contains("✓ right") || $0.contains("✗ wrong")
            }
            // A long meaning is cut to the screen: its start is enough.
            #expect(feedback.contains(answersWrongly ? "✗ wrong: \(word.optionText.prefix(20))" : "✓ right"))
            if answersWrongly { askedWrong.append(word.word) }
            try session.press("Enter")
        }

        // The result: 18/20, and the two wrong ones marked as such.
        let result = try session.waitForText("Score ")
        #expect(result.contains("Score 18/20  90%"))
        #expect(result.contains("2 wrong: w retests them"))
        // Every item with its outcome: the rows that do not fit are at the end of the list (G).
        var outcomes = Self.outcomes(in: result)
        if outcomes.count < words.count {
            try session.press("G")
            let end = try session.waitForScreen("the rest of the result list") { screen in
                !Self.outcomes(in: screen).keys.allSatisfy { outcomes.keys.contains($0) }
            }
            outcomes.merge(Self.outcomes(in: end)) { first, _ in first }
        }
        #expect(Set(outcomes.keys) == Set(words.map(\.word)))
        #expect(outcomes.filter { !$0.value }.keys.sorted() == askedWrong.sorted())

        // w retests only the two wrong ones; answer both right.
        try session.press("w")
        for number in 1...2 {
            let question = try waitForQuestion(number, of: 2, in: session)
            #expect(askedWrong.contains(question.headword), "the retest asks about \(question.headword)")
            let word = try #require(words.first { $0.word == question.headword })
            let right = try #require(question.options.first { word.isMeaning($0.text) })
            try session.press("\(right.number)")
            try session.waitForText("✓ right")
            try session.press("Enter")
        }
        let retest = try session.waitForText("Score 2/2")
        #expect(retest.contains("all right"))

        // Back to the list: its best score; the day list: Day 1 done with 18/20.
        try session.press("Escape")
        let listAgain = try waitForTitle("Mainichi › Vocabulary › N5 › Day 1", in: session)
        #expect(Self.titleLine(of: listAgain).hasSuffix("20 words, best 18/20"))
        try session.press("Escape")
        let daysAgain = try waitForTitle("Mainichi › Vocabulary › N5", in: session)
        let dayOne = try #require(Self.row(startingWith: "Day 1 ", in: daysAgain))
        #expect(today.contains { Self.fields(of: dayOne) == ["Day 1", "20", "18/20", $0, "✓"] }, "\(dayOne)")
        try session.press("Escape")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        try session.press("Escape")
        let menuAfter = try waitForTitle("Mainichi", in: session)
        #expect(Self.menuStatus("Vocabulary", in: menuAfter) == "N5 Day 2 next")
        #expect(Self.menuStatus("Bookmarks", in: menuAfter) == "1 bookmarked")
        #expect(Self.menuStatus("Mistakes", in: menuAfter) == "2 in notebook")
        try quit(session)

        // Relaunch on the same data: no welcome; everything is still there.
        try launch(in: session, dataDirectory: dataDirectory)
        let relaunched = try session.waitForScreen("the main menu after relaunching") {
            Self.titleLine(of: $0).hasPrefix(" Mainichi ") && $0.contains("Vocabulary ")
        }
        #expect(!relaunched.contains("Welcome to Mainichi"))
        #expect(Self.menuStatus("Vocabulary", in: relaunched) == "N5 Day 2 next")
        #expect(Self.menuStatus("Bookmarks", in: relaunched) == "1 bookmarked")
        #expect(Self.menuStatus("History", in: relaunched).map { status in
            Self.today().contains { status == "last: \($0)" }
        } == true)

        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        try session.press("Enter")
        let daysRelaunched = try waitForTitle("Mainichi › Vocabulary › N5", in: session)
        #expect(Self.titleLine(of: daysRelaunched).hasSuffix("1/\(try VocabularyDeck(level: "n5").dayCount) done"))
        let dayOneRelaunched = try #require(Self.row(startingWith: "Day 1 ", in: daysRelaunched))
        #expect(Self.fields(of: dayOneRelaunched).dropFirst().first == "20")
        #expect(Self.fields(of: dayOneRelaunched).dropFirst(2).first == "18/20")
        #expect(Self.fields(of: dayOneRelaunched).last == "✓")
        // Day 2 is preselected: Enter opens it.
        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary › N5 › Day 2", in: session)
        try session.press("Escape")
        try waitForTitle("Mainichi › Vocabulary › N5", in: session)
        try session.press("Escape")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        try session.press("Escape")
        let menuRelaunched = try waitForTitle("Mainichi", in: session)

        // Bookmarks lists the word, with its reading and meaning.
        let bookmarksIndex = try #require(Self.menuIndex(of: "Bookmarks", in: menuRelaunched))
        for _ in 0..<bookmarksIndex { try session.press("j") }
        try session.press("Enter")
        let bookmarks = try waitForTitle("Mainichi › Bookmarks", in: session)
        let bookmarkRow = try #require(Self.row(containing: first.reading, in: bookmarks), "\(bookmarks)")
        #expect(bookmarkRow.contains(first.word))
        #expect(bookmarkRow.contains(first.optionText.prefix(12)))
        #expect(bookmarks.contains("Vocabulary"))
        try session.press("Escape")
        try waitForTitle("Mainichi", in: session)
        try quit(session)
    }

    // MARK: - One app per data directory

    @Test("A second mainichi on the same data directory says so and exits non-zero; the first keeps working")
    func secondInstanceIsRefused() throws {
        let dataDirectory = try Self.makeDataDirectory(in: scratch)
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try openMenuOnFirstRun(in: session, dataDirectory: dataDirectory)

        // The second one runs in a terminal of its own, so it gets as far as opening the data.
        let other = try TmuxSession(width: 80, height: 24)
        defer { other.kill() }
        let errors = other.directory.appendingPathComponent("stderr").path
        try other.type("MAINICHI_DECKS=\(shellQuoted(VocabularyDeck.decksDirectory())) \(shellQuoted(try MainichiBinary.path())) "
                       + "--data-dir \(shellQuoted(dataDirectory.path)) 2>\(shellQuoted(errors)); "
                       + "echo $? > \(shellQuoted(other.directory.appendingPathComponent("status").path))")
        let status = try other.waitForFile("status")
        #expect(status != "0\n")
        let stderr = try String(contentsOfFile: errors, encoding: .utf8)
        #expect(stderr.hasPrefix("mainichi: another mainichi is already using "), "\(stderr)")
        #expect(stderr.contains(dataDirectory.lastPathComponent))
        #expect(stderr.split(separator: "\n").count == 1)
        // Its terminal is left as it was: the shell prompt, no app screen.
        #expect(!(try other.screen()).contains("Vocabulary"))

        // The first app still answers keys.
        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        // The title bar can be captured before the rows of the same frame are painted: wait for the row.
        let levels = try session.waitForScreen("the N5 row") { Self.row(startingWith: "N5 ", in: $0) != nil }
        #expect(Self.row(startingWith: "N5 ", in: levels) != nil)
        try session.press("Escape")
        try waitForTitle("Mainichi", in: session)
        try quit(session)
    }

    // MARK: - Resizing

    @Test("Too small (30x8) says so and recovers; 120x40 re-lays out the study list at once")
    func resizing() throws {
        let words = try VocabularyDeck(level: "n5").words(ofDay: 1)
        let dataDirectory = try Self.makeDataDirectory(in: scratch)
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        try openMenuOnFirstRun(in: session, dataDirectory: dataDirectory)
        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary › N5", in: session)
        try session.press("Enter")
        try waitForTitle("Mainichi › Vocabulary › N5 › Day 1", in: session)
        try session.press("R")
        let revealed = try session.waitForText("all readings shown")
        #expect(words.allSatisfy { revealed.contains($0.reading) })

        try session.resize(width: 30, height: 8)
        try session.waitForScreen("the too-small notice") {
            ScreenText.flattened($0).contains("terminal too small: 30x8, need 40x12")
        }
        try session.resize(width: 80, height: 24)
        let restored = try waitForTitle("Mainichi › Vocabulary › N5 › Day 1", in: session)
        #expect(!ScreenText.flattened(restored).contains("terminal too small"))
        #expect(words.allSatisfy { restored.contains($0.reading) }, "the revealed readings are gone")

        // Bigger: the title bar, the footer and the rows take the new size without a key press.
        try session.resize(width: 120, height: 40)
        let large = try session.waitForScreen("the list laid out at 120x40") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.count >= 40 && Self.titleLine(of: screen).count > 80
                && lines[39].contains("Esc back")
        }
        let title = Self.titleLine(of: large)
        #expect(title.hasPrefix(" Mainichi › Vocabulary › N5 › Day 1"))
        #expect(title.hasSuffix("20 words"))
        #expect(ScreenText.column(of: "20 words", in: Substring(title)).map { $0 + 8 } ?? 0 > 110)
        #expect(words.allSatisfy { large.contains($0.reading) })
        try session.press("Escape")
        try waitForTitle("Mainichi › Vocabulary › N5", in: session)
        try session.press("Escape")
        try waitForTitle("Mainichi › Vocabulary", in: session)
        try session.press("Escape")
        try waitForTitle("Mainichi", in: session)
        try quit(session)
    }

    // MARK: - Driving the app

    /// Types the line that runs the app on `dataDirectory` between two `stty -g` snapshots and
    /// then reports its exit status.
    /// Launches the app on a fresh data directory, passes the first-run welcome screen with Enter,
    /// and returns the main menu's screen.
    @discardableResult
    private func openMenuOnFirstRun(in session: TmuxSession, dataDirectory: URL) throws -> String {
        try launch(in: session, dataDirectory: dataDirectory)
        try session.waitForText("Welcome to Mainichi")
        try session.press("Enter")
        return try waitForTitle("Mainichi", in: session)
    }

    private func launch(in session: TmuxSession, dataDirectory: URL) throws {
        let directory = session.directory
        for name in ["before", "after", "status"] {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
        let decks = VocabularyDeck.decksDirectory()
        try session.type("stty -g > \(shellQuoted(directory.path + "/before")); "
                         + "MAINICHI_DECKS=\(shellQuoted(decks)) \(shellQuoted(try MainichiBinary.path())) "
                         + "--data-dir \(shellQuoted(dataDirectory.path)); "
                         + "echo $? > \(shellQuoted(directory.path + "/status")); "
                         + "stty -g > \(shellQuoted(directory.path + "/after")); echo 'mainichi exited'")
    }

    /// Presses q on the main menu and checks the app exited with 0, the terminal modes are as
    /// before, and the shell's prompt is back.
    private func quit(_ session: TmuxSession) throws {
        try session.press("q")
        try session.waitForLine("mainichi exited")
        #expect(try session.waitForFile("status") == "0\n")
        let before = try String(contentsOf: session.directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try session.waitForFile("after")
        #expect(before == after, "stty -g differs after quitting")
        let shell = try session.waitForScreen("the shell prompt after the app") {
            $0.split(separator: "\n").last?.hasPrefix(TmuxSession.prompt) == true
        }
        #expect(!shell.contains("Vocabulary "))
    }

    /// Waits until the title bar's breadcrumb is exactly `breadcrumb` and returns the screen.
    @discardableResult
    private func waitForTitle(_ breadcrumb: String, in session: TmuxSession) throws -> String {
        // curses paints a frame top to bottom, so a capture can catch the title bar before the rows:
        // wait for the footer (always "? help" at 80 columns), which is painted last.
        try session.waitForScreen("the title \"\(breadcrumb)\"") {
            Self.breadcrumb(of: $0) == breadcrumb && $0.contains("? help")
        }
    }

    /// A multiple-choice question as the screen shows it before it is answered.
    struct Question {
        var headword: String
        var options: [(number: Int, text: String)]
    }

    /// Waits for question `number` of `total` to be on screen, unanswered, and reads it.
    private func waitForQuestion(_ number: Int, of total: Int, in session: TmuxSession) throws -> Question {
        let screen = try session.waitForScreen("question \(number)/\(total)") { screen in
            Self.titleLine(of: screen).hasSuffix(" \(number)/\(total)") && !screen.contains("Enter: ")
                && Self.question(in: screen) != nil
        }
        return Self.question(in: screen)!
    }

    // MARK: - Reading the screen

    /// The question on a test screen: the headword two lines under the "multiple choice" line,
    /// and the unanswered options ("2  to meet"; an answered one starts with its mark).
    static func question(in screen: String) -> Question? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let modeLine = lines.firstIndex(where: { $0.hasSuffix("multiple choice") }) else { return nil }
        guard let headword = lines[(modeLine + 1)...].first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })?
            .trimmingCharacters(in: .whitespaces)
        else { return nil }
        var options: [(number: Int, text: String)] = []
        for line in lines[(modeLine + 1)...] {
            let characters = Array(line.drop { $0 == " " })
            guard characters.count > 3, characters[0].isASCII, let number = characters[0].wholeNumberValue,
                  (1...4).contains(number), characters[1] == " ", characters[2] == " "
            else { continue }
            options.append((number, String(characters[3...])))
        }
        guard options.count >= 2, options.map(\.number) == Array(1...options.count) else { return nil }
        return Question(headword: headword, options: options)
    }

    /// The items of a result screen and whether each was right: rows such as "  ✓ 一  いち  one".
    static func outcomes(in screen: String) -> [String: Bool] {
        var outcomes: [String: Bool] = [:]
        for line in screen.split(separator: "\n").dropFirst() {
            let tokens = line.split(separator: " ")
            guard tokens.count >= 3, tokens[0] == "✓" || tokens[0] == "✗" else { continue }
            outcomes[String(tokens[1])] = tokens[0] == "✓"
        }
        return outcomes
    }

    /// The first line of the screen: the title bar.
    static func titleLine(of screen: String) -> String {
        String(screen.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// The breadcrumb of the title bar, without what is drawn at its right end.
    static func breadcrumb(of screen: String) -> String {
        let title = titleLine(of: screen).trimmingCharacters(in: .whitespaces)
        return title.components(separatedBy: "  ").first ?? title
    }

    /// The status shown next to a main menu entry.
    static func menuStatus(_ entry: String, in screen: String) -> String? {
        guard let line = row(startingWith: entry + " ", in: screen) else { return nil }
        return String(line.trimmingCharacters(in: .whitespaces).dropFirst(entry.count)).trimmingCharacters(in: .whitespaces)
    }

    /// The position of a main menu entry, from 0.
    static func menuIndex(of entry: String, in screen: String) -> Int? {
        let entries = screen.split(separator: "\n").dropFirst(2)
        return entries.firstIndex { $0.drop { $0 == " " }.hasPrefix(entry + " ") }.map { $0 - entries.startIndex }
    }

    /// The first line below the title bar that starts with `prefix` after its indentation.
    static func row(startingWith prefix: String, in screen: String) -> String? {
        screen.split(separator: "\n").dropFirst().first { $0.drop { $0 == " " }.hasPrefix(prefix) }.map(String.init)
    }

    /// A study list row: whether it carries the bookmark mark, and its fields (word, reading,
    /// meaning; a hidden one is "....").
    static func studyRow(of word: String, in screen: String) -> (isBookmarked: Bool, fields: [String])? {
        for line in screen.split(separator: "\n").dropFirst() {
            var text = line.drop { $0 == " " }
            let isBookmarked = text.hasPrefix("* ")
            if isBookmarked { text = text.dropFirst(2).drop { $0 == " " } }
            let fields = Self.fields(of: String(text))
            if fields.first == word { return (isBookmarked, fields) }
        }
        return nil
    }

    /// The first line below the title bar that contains `text`.
    static func row(containing text: String, in screen: String) -> String? {
        screen.split(separator: "\n").dropFirst().first { $0.contains(text) }.map(String.init)
    }

    /// A row's fields: the text between runs of two or more spaces.
    static func fields(of row: String) -> [String] {
        row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    // MARK: - Set-up

    /// A fresh, empty data directory in `scratch`, which removes it.
    static func makeDataDirectory(in scratch: TemporaryDirectory) throws -> URL {
        let directory = scratch.freshDirectory("data")
        return directory
    }

    /// Today's study day as the app writes it ("2026-11-21", in UTC where `TmuxSession` runs the
    /// binary, with the default day start hour), and the next, should the test run over the day's start.
    static func today() -> [String] {
        let days = StudyCalendar(timeZone: TimeZone(identifier: "UTC")!)
        let now = Date()
        return [days.stamp(of: now), days.stamp(of: now.addingTimeInterval(86_400))]
    }
}
