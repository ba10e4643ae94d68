import MainichiCore
import TerminalUI

/// Placeholder until the real screen lands.
public final class SettingsController: ScreenController {
    let context: AppContext

    public init(context: AppContext) {
        self.context = context
        super.init(title: "Settings")
    }

    public override func draw(in canvas: Canvas) {
        canvas.draw("Settings: coming soon", at: Point(x: 2, y: 1), role: .dim)
    }
}
