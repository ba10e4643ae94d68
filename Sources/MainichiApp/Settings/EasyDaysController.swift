import MainichiCore
import TerminalUI

/// Easy Days: the seven weekdays, each taking a normal, reduced or minimum review load (load
/// balancing keeps reviews off the lighter days). j/k choose a day; Right, Enter, Space or l
/// moves it to the next load, Left or `-` to the previous; every change is saved at once.
public final class EasyDaysController: ScreenController {
    let context: AppContext
    /// The selected weekday, 1 = Sunday ... 7 = Saturday.
    private(set) var selected = 1

    /// The weekdays' names, 1 = Sunday ... 7 = Saturday.
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    private let down = KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: "choose",
                                  help: "Next weekday (k or Up: previous)")
    private let up = KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: "previous",
                                help: "Previous weekday", showsInFooter: false)
    private let next = KeyBinding(keys: [.right, .enter, .space, .character("l"), .character("+")], keyLabel: "Right",
                                  label: "next", help: "Next load: normal, reduced, minimum (also Enter, Space, l, +)")
    private let previous = KeyBinding(keys: [.left, .character("-")], keyLabel: "Left", label: "previous",
                                      help: "Previous load (also -)")

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Easy Days")
    }

    public override var keyBindings: [KeyBinding] { [down, up, next, previous] }

    /// Left changes the load here, so it does not go back; Esc, h, Backspace and q still do.
    public override var backKeys: [Key] { NavigationController.defaultBackKeys.filter { $0 != .left } }

    public override func handle(_ key: Key) -> Bool {
        switch key {
        case down: selected = min(7, selected + 1)
        case up: selected = max(1, selected - 1)
        case next: change(selected, forward: true)
        case previous: change(selected, forward: false)
        default: return false
        }
        return true
    }

    /// The load of `weekday` as the settings have it.
    func load(of weekday: Int) -> LoadBalancer.DayLoad {
        context.settings.settings.load(onWeekday: weekday)
    }

    /// Moves `weekday` to its next (or previous) load and saves.
    func change(_ weekday: Int, forward: Bool) {
        let all = LoadBalancer.DayLoad.allCases
        let index = all.firstIndex(of: load(of: weekday)) ?? 0
        let load = all[(index + (forward ? 1 : all.count - 1)) % all.count]
        let saved: Void? = context.perform(self) {
            try context.settings.update { settings in
                settings.reducedDays.removeAll { $0 == weekday }
                settings.minimumDays.removeAll { $0 == weekday }
                switch load {
                case .normal: break
                case .reduced: settings.reducedDays = (settings.reducedDays + [weekday]).sorted()
                case .minimum: settings.minimumDays = (settings.minimumDays + [weekday]).sorted()
                }
            }
        }
        guard saved != nil else { return }
        showStatus("\(Self.weekdayNames[weekday - 1]): \(load.rawValue) (saved)")
    }

    /// "2 easy days" / "none", as the Settings row shows them.
    static func summary(of settings: Settings) -> String {
        let count = Set(settings.reducedDays + settings.minimumDays).count
        return count == 0 ? "none" : "\(count) easy \(count == 1 ? "day" : "days")"
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        canvas.draw(width < 56 ? "Lighter days get fewer reviews." : "Load balancing gives lighter weekdays fewer reviews.",
                    at: Point(x: 1, y: 0), role: .dim, maxWidth: width - 2)
        for weekday in 1...7 {
            let name = Self.weekdayNames[weekday - 1].padded(toWidth: 11)
            let text = name + "< \(load(of: weekday).rawValue) >"
            let role: StyleRole = weekday == selected ? .selection : (load(of: weekday) == .normal ? .normal : .accent)
            canvas.draw(text, at: Point(x: 1, y: 1 + weekday), role: role, maxWidth: width - 2)
        }
    }
}
