import TestSupport
import Testing
@testable import MainichiCore

@Suite struct DeckValidatorTests {
    @Test func validFileSaysOk() {
        let temporary = TemporaryDirectory()
        let url = temporary.write(FixtureDecks.vocab(count: 5, perDay: 2), to: "good.json")
        let report = DeckValidator.check(file: url.path)
        #expect(report.isValid)
        #expect(report.lines == ["\(url.path): ok (vocab N5, 5 items, 3 days)"])
    }

    @Test func everyProblemOfEveryFileIsListed() {
        let temporary = TemporaryDirectory()
        let good = temporary.write(FixtureDecks.kanji(), to: "good.json")
        let bad = temporary.write(FixtureDecks.vocab(items: [
            FixtureDecks.vocabItem(0, day: 1, meanings: "1"), FixtureDecks.vocabItem(1, day: 0),
        ]), to: "bad.json")
        let reports = DeckValidator.check(files: [good.path, bad.path])
        #expect(reports.map(\.isValid) == [true, false])
        #expect(reports[1].lines == [
            "\(bad.path): items[0].meanings: expected an array of strings, found a number",
            "\(bad.path): items[1].day: expected a whole number from 1 to 9999, found 0",
        ])
    }

    @Test func layoutWarningsDoNotFailTheCheck() {
        let temporary = TemporaryDirectory()
        let url = temporary.write(FixtureDecks.vocab(items: [
            FixtureDecks.vocabItem(0, day: 1), FixtureDecks.vocabItem(1, day: 1), FixtureDecks.vocabItem(2, day: 1),
            FixtureDecks.vocabItem(3, day: 3),
        ]), to: "gaps.json")
        let report = DeckValidator.check(file: url.path)
        #expect(report.isValid)
        #expect(report.warnings == [
            "day 1 has 3 items, more than itemsPerDay (2)",
            "day 2 has no items (days should run from 1 without gaps)",
        ])
    }

    /// A deck with a far day once printed one warning per empty day (100 MB for day 1000000).
    @Test func aRunOfEmptyDaysIsOneWarning() {
        let temporary = TemporaryDirectory()
        let url = temporary.write(FixtureDecks.vocab(items: [
            FixtureDecks.vocabItem(0, day: 1), FixtureDecks.vocabItem(1, day: 3), FixtureDecks.vocabItem(2, day: 9999),
        ]), to: "far.json")
        let report = DeckValidator.check(file: url.path)
        #expect(report.isValid)
        #expect(report.warnings == [
            "day 2 has no items (days should run from 1 without gaps)",
            "days 4-9998 have no items (days should run from 1 without gaps)",
        ])
    }

    /// `deck check ""` said ": cannot read the file (it is a directory)"; /dev/null said
    /// "permission denied or I/O error" (B9).
    @Test func emptyNameAndDeviceAreNamedAsSuch() {
        #expect(DeckValidator.check(file: "").lines == [#""": the file name is empty"#])
        let device = DeckValidator.check(file: "/dev/null")
        #expect(!device.isValid)
        #expect(device.lines.count == 1)
        #expect(device.lines[0].hasPrefix("/dev/null: "))
        #expect(device.lines[0].contains("empty") || device.lines[0].contains("not a regular file"))
        #expect(!device.lines[0].contains("permission denied"))
    }
}
