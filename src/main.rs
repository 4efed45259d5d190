use clap::Parser;
use steppe::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    match cli.command {
        Some(cmd) => std::process::exit(run(cmd)),
        None => {
            #[cfg(feature = "client")]
            {
                let path = cli
                    .scenario
                    .unwrap_or_else(|| steppe::files::DEFAULT_SCENARIO.into());
                std::process::exit(steppe::client::run(&path));
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
