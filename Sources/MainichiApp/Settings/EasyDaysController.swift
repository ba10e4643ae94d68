import MainichiCore
import TerminalUI

/// Easy Days: the seven weekdays, each taking a normal, reduced or minimum review load (load
/// balancing keeps reviews off the lighter days). j/k choose a day; Right, Enter, Space or l
/// moves it to the next load, Left or `-` to the previous; every change is saved at once.
public final class EasyDaysController: ScreenController {
    let context: AppContext
    /// The selected weekday, 1 = Sunday ... 7 = Saturday.
    private(set) var selected = 1

    /// The words of the screen in the current language.
    private var strings: any SettingsStrings { context.strings.settings }

    private var down: KeyBinding {
        KeyBinding(keys: [.character("j"), .down], keyLabel: "j/k", label: strings.chooseLabel, help: strings.nextWeekdayHelp)
    }
    private var up: KeyBinding {
        KeyBinding(keys: [.character("k"), .up], keyLabel: "k", label: strings.previousLabel,
                   help: strings.previousWeekdayHelp, showsInFooter: false)
    }
    private var next: KeyBinding {
        KeyBinding(keys: [.right, .enter, .space, .character("l"), .character("+")], keyLabel: "Right",
                   label: strings.nextLabel, help: strings.nextLoadHelp)
    }
    private var previous: KeyBinding {
        KeyBinding(keys: [.left, .character("-")], keyLabel: "Left", label: strings.previousLabel, help: strings.previousLoadHelp)
    }

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Easy Days")
    }

    public override var title: String {
        get { strings.easyDaysTitle }
        set {}
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
            try context.learner.changeSettings { settings in
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
        showStatus(strings.loadSaved(context.strings.common.weekdayName(weekday), strings.loadName(load)))
    }

    /// "2 easy days" / "none", as the Settings row shows them.
    static func summary(of settings: Settings, strings: any SettingsStrings = EnglishSettingsStrings()) -> String {
        strings.easyDays(Set(settings.reducedDays + settings.minimumDays).count)
    }

    public override func draw(in canvas: Canvas) {
        let width = canvas.width
        let strings = strings
        let common = context.strings.common
        canvas.draw(width < 56 ? strings.easyDaysIntroNarrow : strings.easyDaysIntro,
                    at: Point(x: 1, y: 0), role: .dim, maxWidth: width - 2)
        let nameWidth = max(11, ((1...7).map { common.weekdayName($0).displayWidth }.max() ?? 0) + 2)
        for weekday in 1...7 {
            let name = common.weekdayName(weekday).padded(toWidth: nameWidth)
            let text = name + "< \(strings.loadName(load(of: weekday))) >"
            let role: StyleRole = weekday == selected ? .selection : (load(of: weekday) == .normal ? .normal : .accent)
            canvas.draw(text, at: Point(x: 1, y: 1 + weekday), role: role, maxWidth: width - 2)
        }
    }
}
