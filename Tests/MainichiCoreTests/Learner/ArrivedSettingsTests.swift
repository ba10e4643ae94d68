import Foundation
import Testing
@testable import MainichiCore

/// Issue 22: a setting that travels changed silently when another machine's change arrived. The
/// learner layer now says which setting, its old and new value, and who changed it when, once.
@Suite struct ArrivedSettingsTests {
    typealias Machine = LostWorkTests.Machine

    /// Delivers A's files in the folder to B's copy of it.
    static func deliver(_ a: Machine, to b: Machine) throws {
        try MultiDeviceSimulationTests.copyNewer(from: a.folder, to: b.folder)
    }

    @Test func aSettingChangedOnAnotherMachineIsToldOnceWithItsOldValueNewValueAndOrigin() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        #expect(b.learner.takeArrivedSettings().isEmpty)
        clock.advance(by: 600)
        let changedAt = clock.now
        try a.learner.changeSettings { $0.newPerDay = 30; $0.daysOff = ["2026-12-24"]; $0.theme = .light }
        // Nothing arrives on the machine that made the change.
        a.learner.synchronize()
        #expect(a.learner.takeArrivedSettings().isEmpty)

        try Self.deliver(a, to: b)
        clock.advance(by: 60)
        #expect(b.learner.synchronize() > 0)
        let arrived = b.learner.takeArrivedSettings()
        let origin = ArrivedSetting.Origin(device: a.store.device, time: changedAt)
        #expect(arrived == [
            ArrivedSetting(change: .value(old: .newPerDay(Settings().newPerDay), new: .newPerDay(30)), origin: origin),
            ArrivedSetting(change: .daysOff(old: [], new: ["2026-12-24"]), origin: origin),
        ])
        // Told once: the next rounds bring nothing, and the theme (the machine's own) never travels.
        b.learner.synchronize()
        #expect(b.learner.takeArrivedSettings().isEmpty)
        #expect(b.learner.settings.settings.theme != .light)
    }

    @Test func aChangeOfTheOtherMachineThatLosesToALaterOneHereIsNotTold() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        clock.advance(by: 60)
        try a.learner.changeSettings { $0.leechThreshold = 5 }
        clock.advance(by: 60)
        try b.learner.changeSettings { $0.leechThreshold = 12 }
        try LostWorkTests.cross(a, b)
        b.learner.synchronize()
        #expect(b.learner.takeArrivedSettings().isEmpty)
        // A is told: B's later value won there.
        a.learner.synchronize()
        let told = a.learner.takeArrivedSettings()
        #expect(told.map(\.change) == [.value(old: .leechThreshold(5), new: .leechThreshold(12))])
        #expect(told.first?.origin?.device == b.store.device)
    }

    @Test func aChangeThatArrivedWhileClosedIsToldAtTheNextStart() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        b.store.close()
        clock.advance(by: 60)
        try a.learner.changeSettings { $0.desiredRetention = 0.85 }
        a.learner.synchronize()
        try Self.deliver(a, to: b)
        // The store takes the folder's journals in while it opens, before any round.
        try b.reopen()
        b.learner.progress.waitUntilLoaded()
        let told = b.learner.takeArrivedSettings() + { b.learner.synchronize(); return b.learner.takeArrivedSettings() }()
        #expect(told.map(\.change) == [.value(old: .desiredRetention(0.9), new: .desiredRetention(0.85))])
        #expect(b.learner.settings.settings.desiredRetention == 0.85)
    }

    @Test func twoChangesOfOneSettingBeforeTheLearnerIsToldAreToldAsOneFromTheValueLastSeen() throws {
        let clock = TestClock(LostWorkTests.start)
        let (a, b) = try LostWorkTests.twoMachines(clock: clock)
        for count in [25, 40] {
            clock.advance(by: 60)
            try a.learner.changeSettings { $0.newPerDay = count }
            try Self.deliver(a, to: b)
            b.learner.synchronize()
        }
        let told = b.learner.takeArrivedSettings()
        #expect(told.map(\.change) == [.value(old: .newPerDay(Settings().newPerDay), new: .newPerDay(40))])
        #expect(told.first?.origin == ArrivedSetting.Origin(device: a.store.device, time: clock.now))
    }

    @Test func changesLeaveOutWhatThisDeviceSetAndKeepAnUnknownOrigin() {
        var before = Settings()
        before.newPerDay = 10
        var after = before
        after.newPerDay = 20
        after.secondChance.toggle()
        let time = Date(timeIntervalSince1970: 1_795_000_000)
        let changes = ArrivedSetting.changes(from: before, to: after,
                                             origins: ["newPerDay": .init(device: "here", time: time)], thisDevice: "here")
        #expect(changes == [ArrivedSetting(change: .value(old: .secondChance(before.secondChance), new: .secondChance(after.secondChance)),
                                           origin: nil)])
        #expect(ArrivedSetting.changes(from: before, to: before, origins: [:], thisDevice: "here").isEmpty)
    }
}
