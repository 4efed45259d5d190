//! Modes for tests and designers, outside play: `steppe preview` (the set-up drawn into a PNG
//! without a window), the screenshot mode (`STEPPE_SCREENSHOT`), the probe the end-to-end
//! script reads (`STEPPE_PROBE`) and the frame-rate count (`STEPPE_FPS`).

pub(crate) mod fps;
pub(crate) mod memory;
pub mod preview;
pub(crate) mod probe;
pub(crate) mod screenshot;

/// Turns the renderer's and the window system's start-up failures (no graphics adapter, no
/// display) into one line that says so and names the install script, exit code 1; any other
/// panic keeps Rust's own report.
pub(crate) fn plain_startup_errors(program: &'static str) {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let msg = payload
            .downcast_ref::<&str>()
            .map(|s| (*s).to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let what = if msg.contains("Unable to find a GPU") || msg.contains("adapter") {
            Some("no usable Vulkan or OpenGL graphics adapter was found")
        } else if msg.contains("XOpenDisplayFailed")
            || msg.contains("event loop")
            || msg.contains("WAYLAND_DISPLAY")
        {
            Some("cannot open a window: no X11 or Wayland display")
        } else {
            None
        };
        match what {
            Some(what) => {
                eprintln!(
                    "{program}: {what}; scripts/install-deps.sh installs what the window needs \
                     (Mesa's Vulkan driver, X11 and Wayland libraries, Xvfb)"
                );
                std::process::exit(1);
            }
            None => default(info),
        }
    }));
}
