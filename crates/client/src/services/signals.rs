//! SIGTERM, SIGINT and SIGHUP close the window in good order at once: the game's autosave is
//! written (it already is after every command; this covers whatever the window holds) and the
//! window exits with 128 + the signal's number, as a shell expects. The signals are blocked in
//! every thread ([`block`], before any thread starts) and taken by one thread with `sigwait`,
//! which sets a flag and wakes the window (asleep until input otherwise); nothing runs inside a
//! signal handler. (A process the window starts inherits the mask: `main` unblocks them first.)

use crate::services::save_names::autosave_name;
use crate::services::saves::{Source, save_to};
use crate::state::{CurrentGame, Seats};
use bevy::prelude::*;
use std::sync::atomic::{AtomicI32, Ordering};

/// The signal received, 0 for none.
static RECEIVED: AtomicI32 = AtomicI32::new(0);

/// The signals that close the window.
fn set() -> libc::sigset_t {
    // SAFETY: a zeroed sigset_t is a valid argument to sigemptyset, which initialises it; the
    // others only add signal numbers to it.
    unsafe {
        let mut s: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&raw mut s);
        for sig in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::sigaddset(&raw mut s, sig);
        }
        s
    }
}

/// Blocks the signals in this thread and every thread it starts from now on (call before any).
pub(crate) fn block() {
    let s = set();
    // SAFETY: `s` is an initialised set; changing this thread's mask has no other effect.
    unsafe {
        libc::pthread_sigmask(libc::SIG_BLOCK, &raw const s, std::ptr::null_mut());
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, wait_for_signals)
        .add_systems(Last, close_on_signal);
}

fn wait_for_signals(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    let proxy = proxy.map(|p| (**p).clone());
    let _ = std::thread::Builder::new()
        .name("steppe-signals".into())
        .spawn(move || {
            let s = set();
            let mut sig: libc::c_int = 0;
            // SAFETY: `s` is an initialised set and `sig` a place for the number; the signals
            // are blocked in every thread, so sigwait is the only one to take them.
            if unsafe { libc::sigwait(&raw const s, &raw mut sig) } != 0 {
                return;
            }
            RECEIVED.store(sig, Ordering::Release);
            if let Some(proxy) = proxy {
                let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
            }
        });
}

fn close_on_signal(
    game: Res<CurrentGame>,
    source: Res<Source>,
    seats: Res<Seats>,
    mut exit: MessageWriter<AppExit>,
    mut done: Local<bool>,
) {
    let sig = RECEIVED.load(Ordering::Acquire);
    if sig == 0 || *done {
        return;
    }
    *done = true;
    let g = &game.0;
    if !g.log.is_empty() {
        let name = autosave_name(g);
        match save_to(&source.saves, &name, g, &source.loaded, &seats) {
            Ok(path) => info!("signal {sig}: saved {}", path.display()),
            Err(e) => error!("signal {sig}: the autosave failed: {e}"),
        }
    }
    exit.write(AppExit::from_code((128 + sig) as u8));
}
