import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// Words marked known or ignored in the reader are `wordMark` journal events: written and read
/// back, folded, kept across a restart and carried to another machine through the sync folder.
@Suite struct WordMarkEventTests {
    static let start = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func theEventIsWrittenAndReadBackWithItsMark() {
        for mark in [WordMark.known, .ignored, nil] {
            let change = ProgressEvent.wordMark(word: "jmdict:1358280", mark: mark)
            let event = change.journalEvent(id: .init(device: "a1", sequence: 1), time: Self.start)
            #expect(event.type == "wordMark")
            let read = try? JournalEvent.decode(line: event.encodedLine()[...])
            #expect(read.flatMap(ProgressEvent.init) == change)
        }
    }

    @Test func aMarkOfANewerVersionIsPassedOverNotTakenForAClearedOne() throws {
        let line = #"{"id":"a1:1","time":1795000000,"type":"wordMark","word":"jmdict:1","mark":"favourite"}"#
        let event = try JournalEvent.decode(line: Array(line.utf8)[...])
        #expect(ProgressEvent(event) == nil)
        var progress = StudyProgress(createdAt: Self.start)
        progress.wordMarks["jmdict:1"] = .known
        #expect(ProgressReducer.apply(event, to: &progress) == false)
        #expect(progress.wordMarks["jmdict:1"] == .known)
    }

    @Test func theReducerSetsChangesAndClearsAMark() {
        var progress = StudyProgress(createdAt: Self.start)
        ProgressReducer.apply(.wordMark(word: "jmdict:1", mark: .known), at: Self.start + 1, to: &progress)
        ProgressReducer.apply(.wordMark(word: "jmdict:2", mark: .ignored), at: Self.start + 2, to: &progress)
        #expect(progress.wordMarks == ["jmdict:1": .known, "jmdict:2": .ignored])
        ProgressReducer.apply(.wordMark(word: "jmdict:1", mark: .ignored), at: Self.start + 3, to: &progress)
        ProgressReducer.apply(.wordMark(word: "jmdict:2", mark: nil), at: Self.start + 4, to: &progress)
        #expect(progress.wordMarks == ["jmdict:1": .ignored])
        #expect(progress.updatedAt == Self.start + 4)
    }

    @Test func progressJSONKeepsTheMarks() throws {
        var progress = StudyProgress(createdAt: Self.start)
        progress.wordMarks = ["jmdict:1": .known, "jmdict:2": .ignored]
        let data = ProgressCodec.encode(progress)
        let decoded = try ProgressCodec.decode(JSONParser.parse([UInt8](data)))
        #expect(decoded.wordMarks == progress.wordMarks)
    }

    @Test func marksMadeThroughTheLearnerSurviveARestartAndUndo() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let data = root.url.appendingPathComponent("data")
        let entry = DictionaryEntry(position: 0, sequence: 1358280, spellings: ["食べる"], readings: ["たべる"], isCommon: true,
                                    level: nil, senses: [])
        var store = try ProgressStore(directory: data, clock: clock.closure)
        var learner = Learner(progress: store, settings: try SettingsStore(directory: root.url.appendingPathComponent("config")),
                              clock: clock.closure)
        let first = try learner.markWord(entry, as: .known)
        #expect(first == WordMarkChange(word: "jmdict:1358280", previous: nil, current: .known))
        clock.advance(by: 1)
        let second = try learner.markWord(entry, as: .ignored)
        #expect(second.previous == .known)
        try learner.undo(second)
        #expect(learner.wordMark(of: entry) == .known)
        store.close()
        store = try ProgressStore(directory: data, clock: clock.closure)
        learner = Learner(progress: store, settings: try SettingsStore(directory: root.url.appendingPathComponent("config")),
                          clock: clock.closure)
        #expect(learner.wordMark(of: entry) == .known)
        try learner.undo(first)
        #expect(learner.wordMark(of: entry) == nil)
        store.close()
    }

    @Test func aMarkCrossesToTheOtherMachineThroughTheSyncFolder() throws {
        let root = TemporaryDirectory()
        let clock = TestClock(Self.start)
        let laptopFolder = root.url.appendingPathComponent("laptop-folder")
        let desktopFolder = root.url.appendingPathComponent("desktop-folder")
        for folder in [laptopFolder, desktopFolder] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let laptop = try ProgressStore(directory: root.url.appendingPathComponent("laptop"), syncFolder: laptopFolder, clock: clock.closure)
        let desktop = try ProgressStore(directory: root.url.appendingPathComponent("desktop"), syncFolder: desktopFolder, clock: clock.closure)
        try laptop.setWordMark("jmdict:1", .known)
        clock.advance(by: 1)
        try desktop.setWordMark("jmdict:2", .ignored)
        try TwoMachineSyncTests.copyFiles(from: laptopFolder, to: desktopFolder)
        try TwoMachineSyncTests.copyFiles(from: desktopFolder, to: laptopFolder)
        laptop.synchronize()
        desktop.synchronize()
        #expect(laptop.progress.wordMarks == ["jmdict:1": .known, "jmdict:2": .ignored])
        #expect(desktop.progress.wordMarks == laptop.progress.wordMarks)
        laptop.close()
        desktop.close()
    }
}
