import Foundation
import TestSupport
import Testing

/// The real app in Korean: LANG=ko_KR.UTF-8 in a tmux pane gives the Korean welcome and menu, and
/// q quits with the terminal restored.
@Suite("Mainichi in Korean in a terminal", .serialized)
struct KoreanTerminalTests {
    @Test("LANG=ko_KR.UTF-8: the welcome and the menu are in Korean; q quits and restores the terminal")
    func koreanMenuAndQuit() throws {
        let scratch = TemporaryDirectory()
        let dataDirectory = scratch.url
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.kill() }
        let directory = session.directory
        let decks = VocabularyDeck.decksDirectory()
        // LC_ALL and LC_MESSAGES would win over LANG: unset them, as a Korean desktop leaves them.
        try session.type("stty -g > \(shellQuoted(directory.path + "/before")); "
                         + "env -u LC_ALL -u LC_MESSAGES LANG=ko_KR.UTF-8 MAINICHI_DECKS=\(shellQuoted(decks)) "
                         + "\(shellQuoted(try MainichiBinary.path())) --data-dir \(shellQuoted(dataDirectory.path)); "
                         + "echo $? > \(shellQuoted(directory.path + "/status")); "
                         + "stty -g > \(shellQuoted(directory.path + "/after")); echo 'mainichi exited'")

        try session.waitForText("Mainichi에 오신 것을 환영합니다")
        try session.press("Enter")
        let menu = try session.waitForScreen("the Korean menu with its footer") {
            $0.contains("오답 노트") && $0.contains("? 도움말")
        }
        let lines = menu.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for title in ["단어", "한자", "복습", "북마크", "오답 노트", "검색", "통계", "학습 기록", "설정", "도움말"] {
            #expect(lines.contains { $0.hasPrefix("  \(title) ") }, "no menu row \(title)")
        }
        #expect(menu.contains("다음: N5 1일차"))
        #expect(!menu.contains("Vocabulary"))
        #expect(menu.contains("q 종료"))

        try session.press("q")
        try session.waitForLine("mainichi exited")
        #expect(try session.waitForFile("status") == "0\n")
        let before = try String(contentsOf: directory.appendingPathComponent("before"), encoding: .utf8)
        let after = try session.waitForFile("after")
        #expect(before == after, "stty -g differs after quitting")
        let shell = try session.waitForScreen("the shell prompt after the app") {
            $0.split(separator: "\n").last?.hasPrefix(TmuxSession.prompt) == true
        }
        #expect(!shell.contains("오답 노트"))
    }

    @Test("--lang ko wins over LC_ALL=C; --lang en over LANG=ko_KR.UTF-8")
    func langOption() throws {
        let scratch = TemporaryDirectory()
        let dataDirectory = scratch.url
        for (environment, option, expected, unexpected) in [("LC_ALL=C", "ko", "오답 노트", "Mistakes"),
                                                             ("LANG=ko_KR.UTF-8", "en", "Mistakes", "오답 노트")] {
            let session = try TmuxSession(width: 80, height: 24)
            defer { session.kill() }
            let status = session.directory.appendingPathComponent("status").path
            try session.type("env -u LC_ALL -u LC_MESSAGES \(environment) MAINICHI_DECKS=\(shellQuoted(VocabularyDeck.decksDirectory())) "
                             + "\(shellQuoted(try MainichiBinary.path())) --lang \(option) --data-dir \(shellQuoted(dataDirectory.path)); "
                             + "echo $? > \(shellQuoted(status)); echo 'mainichi exited'")
            // The welcome shows on the first run only (the first pass); Enter leaves it for the menu.
            let first = try session.waitForScreen("the welcome or the menu") { $0.contains("Enter") && $0.contains("?") }
            if !first.contains(expected) { try session.press("Enter") }
            let menu = try session.waitForText(expected)
            #expect(!menu.contains(unexpected))
            try session.press("q")
            try session.waitForLine("mainichi exited")
            #expect(try session.waitForFile("status") == "0\n")
        }
    }
}
