import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// Search in Korean.
@Suite("Korean search")
struct KoreanSearchTests {
    @Test("Korean search snapshots: empty, results, browsing, dictionary rows")
    func snapshots() throws {
        try KoreanSnapshots.check("search-empty") { $0.press("/") }
        try KoreanSnapshots.check("search-person") { $0.press("/人") }
        try KoreanSnapshots.check("search-browsing") { $0.press("/eat\tjj") }
        try KoreanSnapshots.check("search-dictionary") { $0.press("/nekomimi") }
    }

    @Test("Nothing found says so in Korean, quoting the query")
    func nothingFound() throws {
        let app = try TestApp(localeEnvironment: ["LANG": "ko_KR.UTF-8"])
        app.press("/zzzzqqq")
        #expect(app.screen.contains("\"zzzzqqq\"에 대한 결과가 없습니다."))
    }
}
