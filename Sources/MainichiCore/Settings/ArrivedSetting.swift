#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A setting that travels which another device changed, arrived here through the sync folder:
/// which setting, its value before and now, and who changed it and when when that is known. The
/// learner layer collects them (`Learner.takeArrivedSettings()`); the app and `mainichi sync`
/// tell the learner once, in words of their own.
public struct ArrivedSetting: Sendable, Equatable {
    /// What changed.
    public enum Change: Sendable, Equatable {
        /// A setting (`LearnerSetting`) from one value to another.
        case value(old: LearnerSetting, new: LearnerSetting)
        /// The days off ("2026-12-24"), before and now, each sorted.
        case daysOff(old: [String], new: [String])

        /// This change's old value with the new value of `later`, a later change of the same
        /// setting.
        func replacingNew(with later: Change) -> Change {
            switch (self, later) {
            case (.value(let old, _), .value(_, let new)): .value(old: old, new: new)
            case (.daysOff(let old, _), .daysOff(_, let new)): .daysOff(old: old, new: new)
            default: later
            }
        }
    }

    /// The device and time of the journal event a value came from.
    public struct Origin: Sendable, Equatable {
        public var device: String
        public var time: Date

        public init(device: String, time: Date) {
            self.device = device
            self.time = time
        }
    }

    /// The key the days off are told under (a setting's key otherwise: `LearnerSetting.key`).
    public static let daysOffKey = "daysOff"

    public var change: Change
    /// The event the new value came from; nil when not known (it came in a whole rebuild, or
    /// before this version kept track).
    public var origin: Origin?

    public init(change: Change, origin: Origin?) {
        self.change = change
        self.origin = origin
    }

    /// The setting's key (`LearnerSetting.key`, or `daysOffKey`).
    public var key: String {
        switch change {
        case .value(_, let new): new.key
        case .daysOff: Self.daysOffKey
        }
    }

    /// The settings that travel which differ between `before` (what this device last saw) and
    /// `after` (what the journal holds now), with the origin of each new value; those whose new
    /// value this device itself set (`thisDevice`) are left out.
    public static func changes(from before: Settings, to after: Settings, origins: [String: Origin],
                               thisDevice: String) -> [ArrivedSetting] {
        var result: [ArrivedSetting] = []
        for (old, new) in zip(LearnerSetting.all(of: before), LearnerSetting.all(of: after)) where old != new {
            let origin = origins[new.key]
            if origin?.device == thisDevice { continue }
            result.append(ArrivedSetting(change: .value(old: old, new: new), origin: origin))
        }
        let (oldDays, newDays) = (before.daysOff.sorted(), after.daysOff.sorted())
        if oldDays != newDays, origins[daysOffKey]?.device != thisDevice {
            result.append(ArrivedSetting(change: .daysOff(old: oldDays, new: newDays), origin: origins[daysOffKey]))
        }
        return result
    }

    /// The origin of the last setting event per key among `events` (the days off under
    /// `daysOffKey`), by fold order, merged into `origins`.
    static func noteOrigins(of events: [JournalEvent], into origins: inout [String: Origin]) {
        var latest: [String: JournalEvent] = [:]
        for event in events where event.type == "setting" || event.type == "dayOff" {
            let key: String
            switch ProgressEvent(event) {
            case .setting(let setting)?: key = setting.key
            case .dayOff?: key = daysOffKey
            default: continue
            }
            if let held = latest[key], !JournalEvent.foldOrder(held, event) { continue }
            latest[key] = event
        }
        for (key, event) in latest {
            if let held = origins[key], held.time > event.time { continue }
            origins[key] = Origin(device: event.id.device, time: event.time)
        }
    }
}
