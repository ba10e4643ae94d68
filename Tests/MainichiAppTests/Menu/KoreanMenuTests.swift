import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// The main menu, welcome and help in Korean.
@Suite("Korean menu")
struct KoreanMenuTests {
    @Test("Korean menu snapshots")
    func menu() throws {
        try KoreanSnapshots.check("menu") { app in
            let deck = try app.context.library.deck(kind: .vocab, level: .n5)
            try app.context.progress.toggleBookmark(deck.items[0].id)
            app.press("jk")
        }
    }

    @Test("Korean welcome snapshots")
    func welcome() throws {
        try KoreanSnapshots.check("welcome", welcomeShown: false) { _ in }
    }

    @Test("Korean help snapshots, top and end")
    func help() throws {
        try KoreanSnapshots.check("help") { app in app.press("G\r") }
        try KoreanSnapshots.check("help-end") { app in app.press("G\rG") }
    }

    @Test("Korean help overlay")
    func helpOverlay() throws {
        try KoreanSnapshots.check("menu-keys") { app in app.press("?") }
    }

    @Test("The Korean menu names every part in Korean, with the date written in Korean")
    func entries() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        for title in ["단어", "한자", "복습", "북마크", "오답 노트", "검색", "통계", "학습 기록", "설정", "도움말"] {
            #expect(app.lines.contains { $0.hasPrefix("  " + title + " ") }, "no row \(title)")
        }
        #expect(app.lines[0].contains("2026년 11월 21일"))
        #expect(app.screen.contains("다음: N5 1일차"))
        #expect(!app.screen.contains("Vocabulary"))
    }
}
