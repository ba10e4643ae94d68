import Foundation
import MainichiCore
import TerminalUI
import TestSupport
import Testing
@testable import MainichiApp

/// What the audit of the release binary in Korean (docs/korean-audit.md) found English or cut,
/// each checked where a learner sees it: the stroke caption of Write it, of review reveals and of
/// flashcard backs, the import preview's list keys and its separator's name.
@Suite("Korean audit findings")
struct KoreanAuditTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let korean = ["LANG": "ko_KR.UTF-8"]

    @Test("Write it in Korean: the stroke caption is Korean while stepping and once drawn; long readings end in the mark",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func writeIt(size: Size) throws {
        let app = try TestApp(size: size, localeEnvironment: Self.korean)
        let (_, kanji) = try WriteItTests.open(app)
        let strokes = try #require(app.context.strokes.strokes(for: kanji[0].kanji))
        app.press(" ")
        #expect(app.screen.contains("\(strokes.count)획 중 1획"), "\(app.screen)")
        app.press(" ")
        #expect(app.screen.contains("\(strokes.count)획"))
        #expect(!app.screen.contains("stroke"), "\(app.screen)")
        #expect(app.terminal.buffer.hasWholeGlyphs)
        // 生's kun'yomi do not fit beside the drawing at 40x12: cut with the mark, not mid-word.
        let kun = try #require(app.lines.first { $0.contains("훈독") })
        #expect(kun.contains(kanji[0].displayKunyomi.joined(separator: "、"))
                || kun.contains(String.truncationMark), "\(kun)")
    }

    @Test("With kanji drawings on, the review reveal and a flashcard back caption the drawing in Korean")
    func drawingCaptions() throws {
        let app = try TestApp(localeEnvironment: Self.korean)
        try app.context.settings.update { $0.showsKanjiDrawings = true }
        let item = try KanjiDrawingSettingTests.firstKanji(app)
        let count = try #require(app.context.strokes.strokes(for: item.kanji!.kanji)).count
        _ = try ReviewControllerTests.startReview(app, items: [item])
        app.press(" ")
        #expect(app.screen.contains("\(count)획"))
        #expect(!app.screen.contains("strokes"), "\(app.screen)")

        let test = try TestApp(localeEnvironment: Self.korean)
        try test.context.settings.update { $0.showsKanjiDrawings = true }
        TestScreenTests.start([item], mode: .flashcard, in: test)
        test.press(" ")
        #expect(test.screen.contains("\(count)획"))
        #expect(!test.screen.contains("strokes"), "\(test.screen)")
    }

    @Test("The import preview in Korean: list keys in its footer and help, the separator named in Korean",
          arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func importPreview(size: Size) throws {
        let store = ImportControllerTests.store()
        let app = try WordsScreens.app(size: size, store: store, korean: true)
        WordsScreens.push(MyDecksController(context: app.context, store: store), on: app)
        app.press("i")
        app.press(try ImportControllerTests.file(ImportControllerTests.ankiText, in: scratch) + "\r")
        #expect(app.screen.contains("구분자 탭"), "\(app.screen)")
        #expect(!(app.lines.last ?? "").contains("move"), "\(app.lines.last ?? "")")
        app.press("?")
        app.press("G")
        let english = EnglishSentences.find(in: app.screen)
        #expect(english.isEmpty, "\(english)\n\(app.screen)")
        #expect(!app.screen.contains("Move"), "\(app.screen)")
        #expect(app.terminal.buffer.hasWholeGlyphs)
    }

    @Test("The Add kanji form, like the word form, says F1 for help, since ? is typed in its fields")
    func kanjiFormHelpKey() throws {
        let (app, _) = try KanjiFormTests.kanjiDeck()
        app.press("a")
        let form = try #require(WordsScreens.top(app) as? KanjiFormController)
        #expect((app.lines.last ?? "").contains("F1 help"), "\(app.lines.last ?? "")")
        app.press("\t")
        app.press("ka?")
        #expect(form.draft.onyomi == ["カ?"])
        app.press(.function(1))
        #expect(app.screen.contains("Keys"))
    }

    @Test("A data directory that cannot be made because of a file says so in Korean, never as a Foundation error")
    func cannotCreateDirectory() throws {
        let file = scratch.fresh("audit")
        try Data("x".utf8).write(to: file)
        for wanted in [file, file.appendingPathComponent("mainichi")] {
            do {
                try DataDirectories.createDirectory(wanted)
                Issue.record("made \(wanted.path)")
            } catch {
                let text = Strings(.korean).errors.storage(error)
                #expect(text.hasPrefix("\(wanted.path)을(를) 만들 수 없습니다: "), "\(text)")
                #expect(text.contains("디렉터리가 아님"), "\(text)")
                #expect(EnglishSentences.find(in: text).isEmpty && !text.contains("Error"), "\(text)")
            }
        }
    }

    @Test("A broken deck's fault takes the right Korean particle: 필드 이름이 와야, not 이름이(가)")
    func deckFaultParticle() {
        #expect(KoreanDeckFaultText.subject("따옴표로 감싼 필드 이름") == "따옴표로 감싼 필드 이름이")
        #expect(KoreanDeckFaultText.subject("배열") == "배열이")
        #expect(KoreanDeckFaultText.subject("문자열") == "문자열이")
        #expect(KoreanDeckFaultText.subject("숫자") == "숫자가")
        #expect(KoreanDeckFaultText.subject("':'") == "':'이(가)")
    }

    @Test("Deleting a deck asks in plain Korean: 'Manga words 덱과 단어 1개를', no 과(와) after the name")
    func deleteDeckQuestion() throws {
        let store = ImportControllerTests.store()
        let app = try WordsScreens.app(store: store, korean: true)
        WordsScreens.push(MyDecksController(context: app.context, store: store), on: app)
        app.press("x")
        #expect(app.screen.contains("덱과 단어 1개를 삭제할까요?"), "\(app.screen)")
        #expect(!app.screen.contains("(와)"))
    }
}
