use steppe::cli::{parse_args, run};

// mimalloc: a game allocates and frees many small lists (reachable hexes, paths, the commands
// a player tried); with the system allocator, malloc and free were ~9% of a random game's
// instructions (docs/random-games.md, "Tenth step").
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // A headless command piped into `head` should stop quietly, as Unix tools do, not panic on
    // the closed pipe.
    #[cfg(unix)]
    // SAFETY: restoring the default SIGPIPE action before any thread starts has no preconditions.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // A steppe started by the window (the thumbnails' `steppe preview`) inherits the window's
    // blocked SIGTERM, SIGINT and SIGHUP (client::services::signals): it must die on them as any program.
    #[cfg(unix)]
    // SAFETY: an initialised signal set and this thread's own mask; no other precondition.
    unsafe {
        let mut s: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&raw mut s);
        for sig in [libc::SIGTERM, libc::SIGINT, libc::SIGHUP] {
            libc::sigaddset(&raw mut s, sig);
        }
        libc::pthread_sigmask(libc::SIG_UNBLOCK, &raw const s, std::ptr::null_mut());
    }
    // The shipped data folder is found first (`--data-dir`, `$STEPPE_SHARE_DIR`, beside the
    // program, the working directory): `--help` and `--version` name it.
    let cli = parse_args(std::env::args_os().collect());
    match cli.command {
        Some(cmd) => std::process::exit(run(cmd)),
        None => {
            #[cfg(feature = "client")]
            {
                let rules = match cli.rules.parse() {
                    Ok(r) => r,
                    Err(code) => std::process::exit(code),
                };
                let mut computer = Vec::new();
                for seat in [&cli.axis, &cli.soviet] {
                    match steppe::cli::seat(seat) {
                        Ok(s) => computer.push(s),
                        Err(e) => {
                            eprintln!("steppe: {e}");
                            std::process::exit(2);
                        }
                    }
                }
                let scenario = cli
                    .scenario
                    .as_deref()
                    .map(steppe::files::folders::given_or_shipped);
                std::process::exit(steppe::client::run(
                    scenario.as_deref(),
                    cli.seed,
                    &computer,
                    &cli.pace,
                    &rules,
                ));
            }
            #[cfg(not(feature = "client"))]
            {
                eprintln!(
                    "steppe was built without the window (feature `client`); try `steppe --help`"
                );
                std::process::exit(2);
            }
        }
    }
}
