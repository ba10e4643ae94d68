import Foundation
import Testing
@testable import MainichiCore

@Suite struct ProgressCodecTests {
    func sample() -> StudyProgress {
        let base = Date(timeIntervalSince1970: 1_795_000_000.25)
        var progress = StudyProgress(createdAt: base)
        progress.bookmarks = ["v:\"quoted\"\\id": base, "k:日": base + 1]
        var result = DayResult()
        result.recordTest(score: 17, total: 20, at: base)
        progress.dayResults[DayKey(kind: .vocab, level: .n5, day: 1).rawValue] = result
        progress.dayResults[DayKey(kind: .kanji, level: .n1, day: 9).rawValue] = DayResult()
        var mistake = MistakeRecord(kind: .kanji, wrongAt: base, mode: .typedReading)
        mistake.recordWrong(at: base + 5, mode: .flashcard)
        mistake.rightStreak = 1
        progress.mistakes["k:日"] = mistake
        var card = SRSCard(due: base + 86_400)
        card.state = .review
        card.step = nil
        card.stability = 3.1262
        card.difficulty = 7.000000001
        card.lastReview = Date(timeIntervalSince1970: -1.5)
        progress.srs["v:猫:ねこ"] = card
        progress.srs["v:new"] = SRSCard(due: base)
        progress.activity["2026-11-21"] = DailyActivity(newItems: 3, reviews: 40)
        return progress
    }

    @Test func roundTripsEveryField() throws {
        let progress = sample()
        let data = ProgressCodec.encode(progress)
        let root = try JSONParser.parse([UInt8](data))
        #expect(ProgressCodec.schemaVersion(of: root) == StudyProgress.currentSchemaVersion)
        #expect(try ProgressCodec.decode(root) == progress)
    }

    @Test func writesWhatCodableReads() throws {
        let progress = sample()
        let decoded = try ProgressStore.makeDecoder().decode(StudyProgress.self, from: ProgressCodec.encode(progress))
        #expect(decoded == progress)
    }

    @Test func wrongFieldTypeIsAFormatError() throws {
        let text = #"{"schemaVersion": 2, "createdAt": 0, "updatedAt": 0, "bookmarks": {}, "dayResults": {}, "mistakes": {}, "activity": {}, "srs": {"v:a": {"state": "review", "due": 0}}}"#
        let root = try JSONParser.parse(Array(text.utf8))
        do {
            _ = try ProgressCodec.decode(root)
            Issue.record("a card with a string state decoded")
        } catch {
            #expect(error.description == "srs.v:a.state: expected a number")
        }
    }
}
